import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../mocks/render-page.tsx';
import { FaqSection } from './FaqSection.tsx';
import { homeFaqItems } from './faq-items.ts';

function faqQuestion(question: string) {
  const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
  return within(faq).getByRole('button', { name: question });
}

describe('the home FAQ accordion', () => {
  it('opens one answer at a time and closes an open one when pressed again', async () => {
    const user = userEvent.setup();
    renderPage(<FaqSection />);
    const [first, second] = homeFaqItems;
    const firstButton = faqQuestion(first!.question);
    const secondButton = faqQuestion(second!.question);
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first!.answer)).toBeVisible();

    await user.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('quotes the catalogue prices, not the older FAQ list', () => {
    renderPage(<FaqSection />);
    const costAnswer = homeFaqItems.find((item) => item.id === 'cost')!.answer;
    expect(costAnswer).toContain('10 yard $300, 15 yard $400, 20 yard $600');
    expect(costAnswer).not.toContain('$299');
  });

  it('links its call to action to the booking page', () => {
    renderPage(<FaqSection />);
    expect(screen.getByRole('link', { name: 'Ready to Book? Get Started Now' })).toHaveAttribute(
      'href',
      '/book',
    );
  });
});
