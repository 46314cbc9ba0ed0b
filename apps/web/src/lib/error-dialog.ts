import { errorMessage } from './api-error';

/**
 * The generic error dialog of spec 1 §8 ('Photos Error', 'Banner Options Error' …). The failure is
 * also logged under the spec's handler label. The dialog's code loads when one is first shown.
 */
export function showErrorDialog(title: string, error: unknown, handlerLabel?: string): void {
  if (handlerLabel) console.warn(handlerLabel, error);
  const message = typeof error === 'string' ? error : errorMessage(error);
  void import('./error-dialog-content').then(({ openErrorDialog }) => openErrorDialog(title, message));
}
