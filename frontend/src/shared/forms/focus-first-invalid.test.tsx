import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid.ts';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in page order, not in the order of the list', () => {
    const { container } = render(
      <form>
        <div data-field="name">
          <input aria-label="Name" />
        </div>
        <div data-field="email">
          <input aria-label="Email" />
        </div>
        <div data-field="phone">
          <input aria-label="Phone" />
        </div>
      </form>,
    );
    focusFirstInvalid(container.querySelector('form'), ['phone', 'email']);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('does nothing when no field is invalid', () => {
    const { container } = render(
      <form>
        <div data-field="name">
          <input aria-label="Name" />
        </div>
      </form>,
    );
    focusFirstInvalid(container.querySelector('form'), []);
    expect(document.body).toHaveFocus();
  });
});
