/** Hands a blob to the browser as a download, without putting any URL in history. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
