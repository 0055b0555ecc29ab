// The browser half against the Swift half, number for number. The reference is written by the
// Swift test that runs this file (Tests/BoardKitTests/WebParityTests.swift) from MotionKit's and
// BoardKit's own code at test time, so a drift on either side fails here. Run alone, without
// MOTION_REFERENCE, these tests are skipped: `swift test --filter WebParity` runs them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { M, Spring, Timeline } from "../motion.js";
import { BoardMotion, BoardGeometry, readBoardPlan, boardPicture, markState, arrowOutline, CHECK_GLOW } from "../board.js";
import { P } from "../motion.js";

const file = process.env.MOTION_REFERENCE;
const reference = file ? JSON.parse(readFileSync(file, "utf8")) : null;
const skip = reference ? false : "no MOTION_REFERENCE: run through the Swift test WebParityTests";
const TOLERANCE = 1e-12;

function close(actual, expected, what) {
  if (expected === null) { assert.ok(!Number.isFinite(actual), `${what}: expected a non-finite value, got ${actual}`); return; }
  assert.ok(Math.abs(actual - expected) <= TOLERANCE, `${what}: motion.js ${actual}, MotionKit ${expected} (differ by ${Math.abs(actual - expected)})`);
}

test("M.spring equals MotionKit's on a dense grid", { skip }, () => {
  let n = 0;
  for (const row of reference.spring) {
    row.x.forEach((x, i) => {
      const value = row.defaults ? M.spring(x) : M.spring(x, row.w, row.damping);
      close(value, row.value[i], `spring(${x}, w ${row.w}, damping ${row.damping})`);
      n++;
    });
  }
  assert.ok(n > 10000, `only ${n} points compared`);
});

test("M.smooth, M.clamp, M.lerp and M.bump equal MotionKit's", { skip }, () => {
  for (const row of reference.smooth) row.x.forEach((x, i) => close(M.smooth(row.a, row.b, x), row.value[i], `smooth(${row.a}, ${row.b}, ${x})`));
  for (const row of reference.clamp) close(row.defaults ? M.clamp(row.v) : M.clamp(row.v, row.a, row.b), row.value, `clamp(${row.v})`);
  for (const row of reference.lerp) close(M.lerp(row.a, row.b, row.k), row.value, `lerp(${row.a}, ${row.b}, ${row.k})`);
  for (const row of reference.bump) {
    row.t.forEach((t, i) => {
      const value = row.defaults ? M.bump(t, row.c) : M.bump(t, row.c, row.len, row.w);
      close(value, row.value[i], `bump(${t}, ${row.c}, len ${row.len}, w ${row.w})`);
    });
  }
});

test("the spring's facts equal Spring's: peak, damped frequency, settle time", { skip }, () => {
  for (const row of reference.facts) {
    close(Spring.dampedFrequency(row.w, row.damping), row.dampedFrequency, `dampedFrequency(${row.w}, ${row.damping})`);
    close(Spring.peak(row.w, row.damping).time, row.peakTime, `peak time (${row.w}, ${row.damping})`);
    close(Spring.peak(row.w, row.damping).overshoot, row.overshoot, `overshoot (${row.w}, ${row.damping})`);
    close(Spring.settleTime(row.w, row.damping), row.settle, `settle (${row.w}, ${row.damping})`);
    close(Spring.settleTime(row.w, row.damping, 1e-4), row.settleBoard, `settle 1e-4 (${row.w}, ${row.damping})`);
  }
  assert.deepEqual(Spring.standard, { frequency: reference.standard.frequency, damping: reference.standard.damping });
  assert.equal(M.bumpLength, reference.standard.bumpLength);
  assert.equal(M.bumpFrequency, reference.standard.bumpFrequency);
});

test("the board's spring instants equal BoardMotion's", { skip }, () => {
  // Clamped to the ranges a plan carries: BoardMotion's own, written by the tool.
  const ranges = reference.plans[0].plan.motionRanges;
  for (const row of reference.boardMotion) {
    const motion = new BoardMotion(ranges, row.requested.frequency, row.requested.damping);
    for (const key of ["frequency", "damping", "arrivalDuration", "settleDuration", "springSettleDuration", "checkFadeDuration"]) {
      close(motion[key], row[key], `BoardMotion(${row.requested.frequency}, ${row.requested.damping}).${key}`);
    }
  }
});

test("live, still and fixed playback equal PlaybackTimeline's", { skip }, () => {
  for (const row of reference.playback) {
    const timeline = new Timeline(row.duration, row.still, row.speed, row.loops);
    row.elapsed.forEach((elapsed, i) => {
      close(timeline.sceneTime("live", elapsed), row.live[i], `live at ${elapsed} (${JSON.stringify(row)})`);
      assert.equal(timeline.isResting(elapsed), row.resting[i], `resting at ${elapsed}`);
    });
    assert.equal(timeline.sceneTime("still", 3), row.still);
    assert.equal(timeline.sceneTime({ time: 1.25 }, 3), 1.25);
    assert.equal(timeline.sceneTime({ time: 1.25 }, 3, true), row.still, "reduce motion wins over a pinned time");
  }
});

test("a plan drawn at t places every piece where BoardKit's picture does", { skip }, () => {
  let compared = 0;
  for (const example of reference.plans) {
    const plan = readBoardPlan(example.plan);
    const motion = BoardMotion.of(plan);
    for (const frame of example.frames) {
      const picture = boardPicture(plan, frame.t, motion);
      const where = `${example.name} at ${frame.t}`;
      assert.deepEqual(picture.lastMove ? picture.lastMove.map((s) => s.name) : null, frame.lastMove, `${where}: last move`);
      assert.equal(picture.check ? picture.check.square.name : null, frame.check ? frame.check.square : null, `${where}: check`);
      if (frame.check) close(picture.check.strength, frame.check.strength, `${where}: check strength`);
      assert.equal(picture.pieces.length, frame.pieces.length, `${where}: pieces drawn`);
      picture.pieces.forEach((p, i) => {
        const q = frame.pieces[i];
        assert.equal(p.piece, q.piece, `${where}: piece ${i} in drawing order`);
        close(p.file, q.file, `${where}: ${q.piece} file`);
        close(p.rank, q.rank, `${where}: ${q.piece} rank`);
        close(p.opacity, q.opacity, `${where}: ${q.piece} opacity`);
      });
      compared++;
    }
  }
  assert.ok(compared >= 100, `only ${compared} frames compared`);
});

test("board.js fades a capture with the plan's fraction, not a number of its own", { skip }, () => {
  const example = reference.plans.find((p) => p.name.startsWith("capture "));
  assert.ok(example, "the capture plan");
  const motion = BoardMotion.of(readBoardPlan(example.plan));
  const frame = example.frames.find((f) => f.pieces.some((p) => p.opacity > 0.05 && p.opacity < 0.95));
  assert.ok(frame, "a frame with the captured piece fading");
  const fading = frame.pieces.findIndex((p) => p.opacity > 0.05 && p.opacity < 0.95);
  // The same plan with a later start to the fade: the piece must be more opaque at the same t.
  const later = readBoardPlan({ ...example.plan, fades: { ...example.plan.fades, captureStart: 0.99 } });
  const picture = boardPicture(later, frame.t, motion);
  assert.ok(picture.pieces[fading].opacity > frame.pieces[fading].opacity, `opacity ${picture.pieces[fading].opacity} at ${frame.t}`);
  assert.throws(() => readBoardPlan({ ...example.plan, fades: undefined }), /fades/);
});

test("the check glow's gradient stops are BoardPicture's", { skip }, () => {
  assert.equal(CHECK_GLOW.length, reference.checkGlow.length, "the number of stops");
  CHECK_GLOW.forEach(([offset, share], i) => {
    close(offset, reference.checkGlow[i].offset, `stop ${i}'s offset`);
    close(share, reference.checkGlow[i].alpha, `stop ${i}'s alpha`);
  });
});

test("the tolerances are the Swift side's: the spring's landing, settled, the board's snap", { skip }, () => {
  assert.equal(Spring.restTolerance, reference.standard.restTolerance);
  assert.equal(Spring.settledTolerance, reference.standard.settledTolerance);
  assert.equal(BoardMotion.settleTolerance, reference.standard.boardSettleTolerance);
  assert.equal(Spring.settleTime(14, 0.78), Spring.settleTime(14, 0.78, reference.standard.settledTolerance));
});

test("a mark at t grows, fades and is outlined as BoardKit's TimedAnnotation and arrow outline", { skip }, () => {
  let corners = 0, states = 0;
  for (const example of reference.marks) {
    const plan = readBoardPlan(example.plan);
    const motion = BoardMotion.of(plan);
    const { x, y, side, orientation } = example.geometry;
    const geometry = new BoardGeometry(P(x, y), side, orientation);
    for (const frame of example.frames) {
      frame.marks.forEach((expected, i) => {
        const mark = plan.marks[i];
        const state = markState(mark, frame.t, motion, plan.markShape);
        const what = `${example.name}: mark ${i} (${mark.kind} ${mark.from}) at t ${frame.t}`;
        if (expected === null) { assert.equal(state, null, `${what}: board.js shows it, BoardKit does not`); return; }
        assert.ok(state !== null, `${what}: BoardKit shows it, board.js does not`);
        close(state.grown, expected.grown, `${what}: grown`);
        close(state.shown, expected.shown, `${what}: shown`);
        states++;
        if (expected.outline === null) return;
        const outline = arrowOutline(mark.fromSquare, mark.toSquare, geometry, state.grown, plan.markShape);
        assert.equal(outline.length, expected.outline.length, `${what}: ${outline.length} corners, BoardKit ${expected.outline.length}`);
        outline.forEach((p, k) => {
          close(p.x, expected.outline[k][0], `${what}: corner ${k} x`);
          close(p.y, expected.outline[k][1], `${what}: corner ${k} y`);
          corners++;
        });
      });
    }
  }
  assert.ok(states > 1000 && corners > 5000, `only ${states} states and ${corners} corners compared`);
});
