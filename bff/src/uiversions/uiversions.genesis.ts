import { Injectable } from '@nestjs/common';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { INITIAL_VERSION, UIVERSION_STREAM, UiVersionDecider } from './uiversions.decider';

@GenesisProvider()
@Injectable()
export class UiVersionGenesis implements GenesisSource {
  readonly name = 'uiversions';
  genesis(): GenesisStream[] {
    return [{ stream: UIVERSION_STREAM, events: [...UiVersionDecider.decide({ type: 'publish', info: INITIAL_VERSION }, UiVersionDecider.initialState)] }];
  }
}
