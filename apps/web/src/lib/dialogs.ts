import type { ModalSettings, OpenConfirmModal } from '@mantine/modals';
import { whenFeedbackReady } from './feedback-layer-request';

/** Mantine's modals manager, once its provider is mounted (lib/feedback-layer-request). */
async function loadModals() {
  await whenFeedbackReady();
  return (await import('@mantine/modals')).modals;
}

/** A dialog of the modals manager; resolves with its id. */
export async function openDialog(settings: ModalSettings): Promise<string> {
  return (await loadModals()).open(settings);
}

export async function closeDialog(id: string): Promise<void> {
  (await loadModals()).close(id);
}

/** 'Delete this photo?': confirm and cancel buttons; onConfirm runs on confirm. */
export async function openConfirmDialog(settings: OpenConfirmModal): Promise<string> {
  return (await loadModals()).openConfirmModal(settings);
}
