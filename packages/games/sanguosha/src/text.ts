import type { TextPresenter } from '@tavern/engine';
import { describeAction } from './text/action-text';
import { describeError } from './text/error-text';
import { describeEvent } from './text/event-text';
import { menuGroup } from './text/menu-group';
import { describeOutcome } from './text/outcome-text';
import { renderView } from './text/view-text';
import type { Action } from './types';
import type { SgsView } from './view';

export { askText } from './text/ask-text';
export { describeAction, describeError, describeEvent, describeOutcome, renderView };

/**
 * How Sanguosha reads in words, every word from the `sanguosha` catalogue and the reference;
 * `describeOutcome` words the ending (the terminal's "Game over" line), `describeError` a rule error.
 */
export const text: TextPresenter<SgsView, Action> & { readonly describeOutcome: typeof describeOutcome } = {
  renderView,
  describeAction,
  describeEvent,
  describeOutcome,
  describeError,
  menuGroup,
};
