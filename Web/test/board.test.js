// board.js on its own: the board's spring takes its bounds from the plan (BoardKit writes
// BoardMotion's ranges into every board plan), so neither board.js nor the kit page's sliders
// hold a range of their own. Needs no reference: run with `node --test Web/test/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Spring } from "../motion.js";
import { BoardMotion, readBoardPlan, PLAN_VERSION } from "../board.js";

const plan = (motionRanges) => ({ version: PLAN_VERSION, start: { fen: "x", check: null }, fades: { captureStart: 0.35, promotionStart: 0.5 },
  motion: { ...Spring.standard }, motionRanges, steps: [], tracks: [] });

test("the board's spring is clamped to the plan's ranges, whatever they are", () => {
  const wide = readBoardPlan(plan({ frequency: [1, 200], damping: [0.01, 0.99] }));
  const narrow = readBoardPlan(plan({ frequency: [10, 20], damping: [0.5, 0.6] }));
  assert.deepEqual([BoardMotion.of(wide, 150, 0.02).frequency, BoardMotion.of(wide, 150, 0.02).damping], [150, 0.02]);
  assert.deepEqual([BoardMotion.of(narrow, 150, 0.02).frequency, BoardMotion.of(narrow, 150, 0.02).damping], [20, 0.5]);
  assert.deepEqual([BoardMotion.of(narrow, 1, 0.99).frequency, BoardMotion.of(narrow, 1, 0.99).damping], [10, 0.6]);
  // With nothing retuned, the plan's own spring.
  assert.deepEqual([BoardMotion.of(wide).frequency, BoardMotion.of(wide).damping], [Spring.standard.frequency, Spring.standard.damping]);
});

test("a board plan without the motion's ranges is refused, naming them", () => {
  assert.throws(() => readBoardPlan(plan(undefined)), /motionRanges\.frequency/);
  assert.throws(() => readBoardPlan(plan({ frequency: [2, 80] })), /motionRanges\.damping/);
  assert.throws(() => readBoardPlan(plan({ frequency: [80, 2], damping: [0.1, 0.95] })), /motionRanges\.frequency/);
  assert.throws(() => new BoardMotion(undefined, 14, 0.78), /motionRanges/);
});

test("board.js, kit.js and kit.html hold no spring range of their own", () => {
  const source = (file) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
  const board = source("board.js"), kit = source("kit.js"), html = source("kit.html");
  for (const [name, text] of [["board.js", board], ["kit.js", kit]]) {
    assert.doesNotMatch(text, /frequencyRange\s*=|dampingRange\s*=/, `${name} sets a range of its own`);
    assert.doesNotMatch(text, /\[\s*2\s*,\s*80\s*\]|\[\s*0?\.1\s*,\s*0?\.95\s*\]/, `${name} spells the board's ranges`);
  }
  for (const id of ["damping", "w"]) {
    const input = html.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0];
    assert.ok(input, `kit.html has the ${id} slider`);
    assert.doesNotMatch(input, /\b(min|max)=/, `kit.html bounds the ${id} slider itself: ${input}`);
  }
  assert.match(kit, /readMotionRanges\(/, "kit.js bounds the sliders with the plans' ranges");
});
