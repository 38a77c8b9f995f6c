/**
 * Hands a file the API sent to the browser as a download named `filename`. The object URL is
 * released once the browser has taken it.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading it; the next tick lets it finish taking the object.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Shows a PDF the API sent in a tab opened beforehand (`window.open` right on the click, since a
 * tab opened after the download would be blocked as a pop-up); without one, it is downloaded.
 */
export function showPdf(blob: Blob, filename: string, tab: Window | null): void {
  if (!tab) {
    saveFile(blob, filename);
    return;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  tab.location.href = url;
  // The tab keeps the document it loaded; the URL is released once it had time to load it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
