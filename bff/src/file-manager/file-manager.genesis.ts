import { Injectable } from '@nestjs/common';
import { FILE_MANAGER_ITEMS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { FileManagerDecider, fileItemStream } from './file-manager.decider';

@GenesisProvider()
@Injectable()
export class FileManagerGenesis implements GenesisSource {
  readonly name = 'file-manager';

  genesis(): GenesisStream[] {
    return FILE_MANAGER_ITEMS.map((item) => ({ stream: fileItemStream(item.id), events: [...FileManagerDecider.decide({ type: 'add', item }, FileManagerDecider.initialState)] }));
  }
}
