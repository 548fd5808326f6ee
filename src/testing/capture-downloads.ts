import { vi } from 'vitest';

/**
 * Downloads the page would save, kept instead: each Blob handed to
 * URL.createObjectURL, with the link's click that would save it stopped (jsdom
 * cannot save files). Undo with vi.restoreAllMocks() where the spy must go.
 */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return blobs;
}
