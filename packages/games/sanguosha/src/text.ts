import type { TextPresenter } from '@tavern/engine';
import { describeAction } from './text/action-text';
import { describeEvent } from './text/event-text';
import { renderView } from './text/view-text';
import type { Action } from './types';
import type { SgsView } from './view';

export { askText } from './text/ask-text';
export { describeOutcome } from './text/outcome-text';
export { describeAction, describeEvent, renderView };

/** How Sanguosha reads in words, every word from the `sanguosha` catalogue and the reference. */
export const text: TextPresenter<SgsView, Action> = { renderView, describeAction, describeEvent };
