import { bookingPathForSize, projectScopes, projectTypes, recommendSize } from '@dumpster/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../mocks/render-page.tsx';
import { axeViolations } from '../../test/axe-violations.ts';
import { SizingGuide } from './SizingGuide.tsx';

// A guard against hangs when other jobs load the machine, not a timing test.
vi.setConfig({ testTimeout: 30_000 });

function renderGuide() {
  const user = userEvent.setup({ delay: null });
  const view = renderPage(<SizingGuide />);
  return { user, ...view };
}

function askButton() {
  return screen.getByRole('button', { name: 'Get Recommendation' });
}

const expected: Record<string, Record<string, [string, string]>> = {
  roofing: {
    small: ['15 Yard Dumpster', '/book?size=15'],
    medium: ['20 Yard Dumpster', '/book?size=20'],
    large: ['Multiple 20 Yard Dumpsters', '/book?size=20'],
  },
  remodel: {
    small: ['10 Yard Dumpster', '/book?size=10'],
    medium: ['15 Yard Dumpster', '/book?size=15'],
    large: ['20 Yard Dumpster', '/book?size=20'],
  },
  construction: {
    small: ['20 Yard Dumpster', '/book?size=20'],
    medium: ['Multiple 20 Yard Dumpsters', '/book?size=20'],
    large: ['Multiple 20 Yard Dumpsters', '/book?size=20'],
  },
  cleanout: {
    small: ['10 Yard Dumpster', '/book?size=10'],
    medium: ['15 Yard Dumpster', '/book?size=15'],
    large: ['20 Yard Dumpster', '/book?size=20'],
  },
};

const cells = projectTypes.flatMap((type) =>
  projectScopes.map((scope) => [type.value, scope.value, type, scope] as const),
);

describe('the sizing guide', () => {
  it('asks for a recommendation only once both the project type and the scope are chosen', async () => {
    const { user } = renderGuide();
    expect(askButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Roofing' }));
    expect(askButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(askButton()).toBeEnabled();
  });

  it('still needs the project type when only the scope is chosen', async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(askButton()).toBeDisabled();
  });

  it.each(cells)(
    'recommends for %s, %s as the table says, with its reason and booking link',
    async (_typeValue, _scopeValue, type, scope) => {
      const { user } = renderGuide();
      await user.click(screen.getByRole('radio', { name: type.label }));
      await user.click(screen.getByRole('radio', { name: scope.label }));
      await user.click(askButton());
      const [label, path] = expected[type.value]?.[scope.value] ?? ['', ''];
      expect(screen.getByText(label, { selector: 'p' })).toBeInTheDocument();
      const recommendation = recommendSize(type.value, scope.value);
      expect(screen.getByText(recommendation.reason)).toBeInTheDocument();
      // The published per-ton rate for weight above the size's allowance (no hidden fees).
      expect(screen.getByText(/charged at \$85 per ton/)).toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'Select This Size' });
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveAttribute('href', bookingPathForSize(recommendation.size));
    },
  );

  it('goes to the booking page with the size when Select This Size is chosen', async () => {
    const { user, router } = renderGuide();
    await user.click(screen.getByRole('radio', { name: 'Cleanout' }));
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    await user.click(askButton());
    await user.click(screen.getByRole('link', { name: 'Select This Size' }));
    expect(router.state.location.pathname).toBe('/book');
    expect(router.state.location.search).toBe('?size=15');
  });

  it('hides a recommendation when an answer changes, until it is asked for again', async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole('radio', { name: 'Cleanout' }));
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    await user.click(askButton());
    expect(screen.getByText('10 Yard Dumpster', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.queryByRole('link', { name: 'Select This Size' })).not.toBeInTheDocument();
    await user.click(askButton());
    expect(screen.getByText('20 Yard Dumpster', { selector: 'p' })).toBeInTheDocument();
  });

  it('has no accessibility violations that axe can find, with a recommendation showing', async () => {
    const { user, container } = renderGuide();
    await user.click(screen.getByRole('radio', { name: 'Roofing' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(askButton());
    expect(await axeViolations(container)).toEqual([]);
  });
});
