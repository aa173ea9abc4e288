// A port-in's own pace (not part of the conformance suite): CARRIER_PORT_STEP_MS sets the pause
// between a port's steps alone (decision 105), so a run may keep its other steps quick and its ports
// running long enough to be updated in place; unset, a port keeps CARRIER_STEP_MS.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { portCommands } from '../src/commands-ports';
import { readConfig } from '../src/config';
import { Engine } from '../src/engine';
import { NO_FAULTS } from '../src/faults';
import { Store } from '../src/store';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function engineWith(config: { stepMs: number; portStepMs?: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'carrier-port-steps-'));
  dirs.push(dir);
  const engine = new Engine(new Store({ dir }), { ...config, quotaPerLinePerDay: 5 }, () => NO_FAULTS);
  for (const handler of portCommands()) engine.register(handler);
  return engine;
}

/** How long after now the port's next step falls due, once its first step has run. */
function pauseAfterSubmit(engine: Engine): number {
  const port = engine.accept('port_in_submit', {
    reference: `ref-${Math.random()}`,
    msisdn: '2125550199',
    zipCode: '10001',
  });
  engine.tick(Date.now() + 1_000);
  expect(engine.request(port.requestId).state).toBe('submitted');
  const [next] = engine.timersOf(port.requestId);
  expect(next?.step).toBe('pending');
  return next!.dueAt - Date.now();
}

test("a port's steps take CARRIER_PORT_STEP_MS; other requests keep CARRIER_STEP_MS", () => {
  expect(pauseAfterSubmit(engineWith({ stepMs: 10, portStepMs: 5_000 }))).toBeGreaterThan(4_000);
  expect(pauseAfterSubmit(engineWith({ stepMs: 10 }))).toBeLessThan(1_000);
});

test('CARRIER_PORT_STEP_MS is read from the environment, CARRIER_STEP_MS when unset', () => {
  expect(readConfig({ CARRIER_STEP_MS: '40' })).toMatchObject({ stepMs: 40, portStepMs: 40 });
  expect(readConfig({ CARRIER_STEP_MS: '40', CARRIER_PORT_STEP_MS: '2000' })).toMatchObject({
    stepMs: 40,
    portStepMs: 2000,
  });
  expect(() => readConfig({ CARRIER_PORT_STEP_MS: 'soon' })).toThrow(/CARRIER_PORT_STEP_MS/);
});

test('an update in place that cancels the step falling due in the same tick stops that step', () => {
  const engine = engineWith({ stepMs: 10, portStepMs: 1_000 });
  const port = engine.accept('port_in_submit', {
    reference: 'ref-cross',
    msisdn: '2125550199',
    zipCode: '10001',
  });
  const later = () => Date.now() + 2_000;
  for (const step of ['submitted', 'pending', 'scheduled']) {
    engine.tick(later());
    expect(engine.request(port.requestId).state).toBe(step);
  }
  expect(engine.timersOf(port.requestId).map((t) => t.step)).toEqual(['complete']);
  // The customer's correction arrives while the port waits for its completion: its first step falls due
  // before the completion, and both are run by one tick.
  engine.accept('port_in_update', { reference: 'ref-cross-update', firstName: 'Ana' }, port.requestId);
  engine.tick(later());
  expect(engine.request(port.requestId)).toMatchObject({ status: 'in_progress', state: 'submitted' });
  for (let round = 0; round < 5 && !engine.isFinished(engine.request(port.requestId)); round += 1)
    engine.tick(later());
  const done = engine.request(port.requestId);
  expect(done).toMatchObject({ status: 'completed', state: 'completed' });
  expect(done.events.filter((e) => e.type === 'port_in.completed')).toHaveLength(1);
});
