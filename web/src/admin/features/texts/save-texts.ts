/**
 * The one Save of the Texts screen: each changed text is sent on its own (PUT CONTENT_API.text(key), the server
 * checks each one), one after the other. A text the server refuses or that was saved meanwhile elsewhere is kept
 * with what the server said, and the others go on; a failure that is not about a text (signed out, no
 * connection) stops the rest, which stay unsaved on the screen.
 */
import type { SiteText, TextUpdate } from '#common/site-content';
import { saveText } from '../../api/admin-calls';
import type { ApiFailure, ApiResult } from '../../api/admin-client';
import type { Refusal } from './text-item-field';

export interface SaveOutcome {
  saved: SiteText[];
  refused: Map<string, Refusal>;
  /** Why the rest was not sent, when it was not about one text. */
  stopped?: ApiFailure;
}

export async function saveTexts(changes: ReadonlyArray<{ key: string; update: TextUpdate }>, save: (key: string, update: TextUpdate) => Promise<ApiResult<SiteText>> = saveText): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { saved: [], refused: new Map() };
  for (const { key, update } of changes) {
    const result = await save(key, update);
    if (result.ok) outcome.saved.push(result.value);
    else if (result.failure.kind === 'invalid') outcome.refused.set(key, { problems: result.failure.problems });
    else if (result.failure.kind === 'conflict' && result.failure.current) outcome.refused.set(key, { problems: [], conflict: result.failure.current as SiteText });
    else {
      outcome.stopped = result.failure;
      break;
    }
  }
  return outcome;
}
