import JSZip from 'jszip';
import type { CardView } from './card-view';
import { viewToCsv } from './csv';
import { fileSafe } from '@switchboard/shared-ui';

export interface ExportedCard {
  title: string;
  view: CardView;
}

/** Every card of a page as its own CSV in one zip, named after the card titles. */
export async function pageZip(cards: readonly ExportedCard[]): Promise<Blob> {
  const zip = new JSZip();
  for (const card of cards) zip.file(`${fileSafe(card.title)}.csv`, viewToCsv(card.view));
  return zip.generateAsync({ type: 'blob' });
}
