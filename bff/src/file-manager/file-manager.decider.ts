import { FileManagerEvents, type FileManagerEvent, type FileManagerItem } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

export const FileManagerCollections = { items: 'file-manager-items' } as const;

/** One stream per item: the tree is read-only sample data, and no rule spans it. */
export const fileItemStream = (id: string): string => `file-item-${id}`;

export type FileManagerCommand = { type: 'add'; item: FileManagerItem };

/** The item as it stands; null before it was added. */
export type FileManagerState = FileManagerItem | null;

export const FileManagerDecider: Decider<FileManagerCommand, FileManagerEvent, FileManagerState> = {
  initialState: null,

  decide(command, item) {
    switch (command.type) {
      case 'add':
        // Adding the same item again changes nothing (a genesis written twice).
        return item ? [] : [{ type: FileManagerEvents.itemAdded, data: { item: command.item } }];
    }
  },

  evolve(item, event) {
    switch (event.type) {
      case FileManagerEvents.itemAdded:
        return event.data.item;
      default:
        return item;
    }
  },
};
