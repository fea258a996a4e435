// The action's entry: reads the event, decides, and routes. Kept thin: all logic lives in pure modules.
import * as core from '@actions/core';

export async function run(): Promise<void> {
  try {
    core.info('sweep orchestrator: event routing is not wired yet in this build');
  } catch (e) {
    core.setFailed((e as Error).message);
  }
}
