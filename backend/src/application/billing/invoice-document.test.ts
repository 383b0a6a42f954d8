import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../../test-support/invoice-documents.ts';
import {
  documentLineOf,
  documentLineOfCreditNote,
  evidenceWords,
  issuerFromBusinessFacts,
} from './invoice-document.ts';

const draft = sampleDraft({
  charges: [{ code: 'prohibited-tire', quantity: 2, evidence: [{ kind: 'note', ref: 'n1' }] }],
});
const [rental, extraDays, overweight, tires] = draft.lines;

describe('an invoice line as the PDF shows it', () => {
  it('carries the quantity and unit price the domain gives each kind of line', () => {
    expect(documentLineOf(rental!)).toMatchObject({
      quantity: '1',
      unitPriceCents: 40_000,
      amountCents: 40_000,
    });
    expect(documentLineOf(extraDays!)).toMatchObject({
      quantity: '3',
      unitPriceCents: 6_000,
      amountCents: 18_000,
    });
    expect(documentLineOf(overweight!)).toMatchObject({
      quantity: '2.20',
      unitPriceCents: 8_500,
      amountCents: 18_700,
    });
    expect(documentLineOf(tires!)).toMatchObject({
      quantity: '2',
      unitPriceCents: 2_500,
      amountCents: 5_000,
    });
  });

  it("names each charge's proof, unless staff wrote their own note", () => {
    expect(documentLineOf(rental!).evidenceNote).toBeNull();
    expect(documentLineOf(overweight!).evidenceNote).toBe("Shown in the driver's photo");
    expect(documentLineOf(tires!).evidenceNote).toBe("Recorded in the driver's note");
    expect(documentLineOf(tires!, 'Two tires behind the door').evidenceNote).toBe(
      'Two tires behind the door',
    );
    expect(evidenceWords([])).toBeNull();
  });

  it('gives a credit note line back as one amount', () => {
    expect(
      documentLineOfCreditNote({
        correctsKind: 'overweight',
        description: 'Overweight',
        amountCents: 18_700,
        taxCents: 0,
      }),
    ).toEqual({
      description: 'Overweight',
      quantity: '1',
      unitPriceCents: 18_700,
      amountCents: 18_700,
      taxCents: 0,
      evidenceNote: null,
    });
  });

  it("takes the issuer from the business's facts", () => {
    expect(issuerFromBusinessFacts.addressLines).toEqual(['4410 Philips Hwy', 'Jacksonville, FL 32207']);
  });
});
