// The owner's billing settings as the use cases read them (decisions 0135, 0137): the published
// price lists (the default one until the owner publishes their own) and the sales tax per kind
// of line (none until the owner's accountant sets a rate).
import {
  businessDateAt,
  defaultPriceList,
  noSalesTax,
  type PriceList,
  priceListInForce,
  type SalesTaxRates,
} from '@dumpster/domain';

export const publishedPriceLists: readonly PriceList[] = [defaultPriceList];

export const salesTaxRates: SalesTaxRates = noSalesTax;

/** The list in force the day the booking was made (the site's price lock). */
export function priceListFor(bookedAt: Date): PriceList {
  return priceListInForce(publishedPriceLists, businessDateAt(bookedAt)) ?? defaultPriceList;
}
