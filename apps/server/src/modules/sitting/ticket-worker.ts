import { parentPort } from 'node:worker_threads';
import { renderTicket, type TicketFrame, type TicketWorkerAnswer, type TicketWorkerAsk } from './ticket-pdf';

/**
 * A thread that makes tickets (`ticket-pdf.ts`): it is sent the task's frame once, then batches of tickets, and answers
 * each batch's PDFs in order (their buffers moved, not copied). The font is read and parsed once per thread.
 */

let frame: TicketFrame | undefined;
parentPort!.on('message', async (ask: TicketWorkerAsk) => {
  if ('frame' in ask) {
    frame = ask.frame;
    return;
  }
  try {
    const pdfs: Uint8Array[] = [];
    for (const data of ask.tickets) pdfs.push(await renderTicket(frame!, data));
    parentPort!.postMessage(
      { batch: ask.batch, pdfs } satisfies TicketWorkerAnswer,
      pdfs.map((p) => p.buffer as ArrayBuffer),
    );
  } catch (e) {
    parentPort!.postMessage({
      batch: ask.batch,
      error: String(e instanceof Error ? (e.stack ?? e.message) : e),
    } satisfies TicketWorkerAnswer);
  }
});
