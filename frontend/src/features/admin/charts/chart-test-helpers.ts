// What the chart tests read: a chart's table once shown, its cells as text, and the CSV the "Download CSV" button
// hands the browser (jsdom has no object URLs or downloads: both are caught here).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/** Presses "Show the numbers" of the chart titled `title` and returns its table. */
export async function shownTable(user: UserEvent, title: string, caption = title): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: `Show the numbers of ${title}` }));
  return screen.getByRole('table', { name: caption });
}

/** Each row of the table as its cells' text, header row first. */
export function tableText(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

/** Catches the next download: the file's name and its text. */
export function catchDownload() {
  const caught: { name?: string; blob?: Blob } = {};
  URL.createObjectURL = vi.fn((blob: Blob) => {
    caught.blob = blob;
    return 'blob:chart';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    caught.name = this.download;
  });
  return {
    async file() {
      if (!caught.blob) throw new Error('Nothing was downloaded');
      const bytes = new Uint8Array(await caught.blob.arrayBuffer());
      // Blob.text() decodes as UTF-8 and drops a byte order mark: the bytes say whether it is there.
      return {
        name: caught.name,
        type: caught.blob.type,
        bytes,
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
      };
    },
    restore: () => click.mockRestore(),
  };
}

/** The CSV's lines as fields (the charts' CSV quotes every field, so this simple split is enough). */
export function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((field) => field.replaceAll('""', '"')),
    );
}
