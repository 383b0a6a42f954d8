import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom implements neither scrolling nor layout; the app calls both on navigation.
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
});

// Lazy page chunks compile on first use in tests; allow them time on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
