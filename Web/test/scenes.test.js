// The pure parts of the plan-driven scenes (Web/scenes/bots.js, game.js): the intro's layout
// for one to four rivals in every posture, the move list's words, the game's clock arithmetic
// and text, the comment's shortening, and the plan readers' refusals. What the Swift half
// draws from the same plans is compared pixel by pixel in Tests/EndToEndTests/KitParityTests.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Posture, Rect, SCENE_BOX, Spring } from "../motion.js";
import { K, CARD, layout, moveListWords, readIntroPlan, lineOffsets } from "../scenes/bots.js";
import { clockDisplay, clockText, clockFraction, readGamePlan, shortened } from "../scenes/game.js";
import { readBoardPlan, PLAN_VERSION } from "../board.js";

/** The fades every hand-made plan carries (a real one has BoardKit's BoardFades). */
const fades = { captureStart: 0.35, promotionStart: 0.5 };
/** What else every hand-made board plan carries: the standard spring, and ranges of the test's own (a real plan has BoardMotion's). */
const board = (steps) => ({ version: PLAN_VERSION, start: { fen: "x", check: null }, fades, motion: { ...Spring.standard },
  motionRanges: { frequency: [1, 100], damping: [0.05, 0.99] }, steps, tracks: [] });

const POSTURES = ["phone", "closed", "open", "tabletop"];

function cardRect(lay, slot) {
  return Rect.centered(slot, CARD.width * lay.cardScale, CARD.height * lay.cardScale);
}

test("the intro's layout: the design's row of three, and one to four cards that never cross a hinge or leave the box", () => {
  const three = layout(K, "phone", SCENE_BOX, 3, 1);
  assert.deepEqual(three.slots.map((p) => p.x), K.slotsX, "three cards stand where the design puts them");
  for (const posture of POSTURES) {
    const hinge = Posture.hinge(posture, SCENE_BOX);
    for (let cards = 1; cards <= 4; cards++) {
      for (let picked = 0; picked < cards; picked++) {
        const lay = layout(K, posture, SCENE_BOX, cards, picked);
        assert.equal(lay.slots.length, cards, `${posture}, ${cards} cards`);
        const rects = lay.slots.map((slot) => cardRect(lay, slot));
        rects.forEach((r, i) => {
          assert.ok(r.minX >= 0 && r.maxX <= SCENE_BOX.width && r.minY >= 0 && r.maxY <= SCENE_BOX.height,
            `${posture}, ${cards} cards: card ${i} leaves the box (${r.minX.toFixed(1)}...${r.maxX.toFixed(1)})`);
          if (hinge) assert.ok(!r.intersects(Posture.hingeRect(hinge, SCENE_BOX)), `${posture}, ${cards} cards: card ${i} stands on the hinge`);
          if (i > 0) assert.ok(rects[i - 1].maxX <= r.minX + 1e-9, `${posture}, ${cards} cards: cards ${i} and ${i + 1} overlap`);
        });
        const board = new Rect(lay.boardOrigin.x, lay.boardOrigin.y, 8 * lay.squareSide, 8 * lay.squareSide);
        if (hinge) assert.ok(!board.intersects(Posture.hingeRect(hinge, SCENE_BOX)), `${posture}: the board crosses the hinge`);
        if (posture === "open") {
          // The picked card rests on its own panel, the board rises on the other.
          const panels = Posture.panels(posture, SCENE_BOX);
          const home = panels.find((p) => p.contains(lay.slots[picked]));
          assert.ok(home.contains(lay.rest) && !home.contains(board.center), `open, ${cards} cards, pick ${picked}: rest and board share a panel`);
        }
      }
    }
  }
});

test("a fitted text's lines stack about its centre", () => {
  assert.deepEqual(lineOffsets(1, 10), [0]);
  const two = lineOffsets(2, 7.5);
  assert.ok(Math.abs(two[0] + two[1]) < 1e-12 && Math.abs(two[1] - two[0] - 9) < 1e-12);
});

function boardPlan(steps) {
  return readBoardPlan(board(steps));
}

test("the move list numbers White's moves and a Black start, each word shown once its piece lands", () => {
  const step = (instant, san, side, moveNumber, from, to) => ({ instant, san, side, moveNumber, from, to, check: null });
  const plan = boardPlan([step(2.75, "e4", "white", 1, "e2", "e4"), step(3.65, "e5", "black", 1, "e7", "e5"), step(4.55, "Nf3", "white", 2, "g1", "f3")]);
  assert.deepEqual(moveListWords(plan, 10).map((w) => w.text), ["1.", "e4", "e5", "2.", "Nf3"]);
  const early = moveListWords(plan, 2.75);
  assert.ok(early.every((w) => w.shown === 0), "nothing is shown before the first piece lands");
  const between = moveListWords(plan, 3.6);
  assert.deepEqual(between.map((w) => w.shown > 0), [true, true, false, false, false]);
  const black = boardPlan([step(1, "Kf7", "black", 40, "e8", "f7"), step(2, "Kf1", "white", 41, "e1", "f1")]);
  assert.deepEqual(moveListWords(black, 9).map((w) => w.text), ["40...", "Kf7", "41.", "Kf1"]);
});

test("an intro plan with too many rivals, or a pick outside them, is refused", () => {
  const rival = { id: "a", name: "A", level: "beginner", rating: 600, tagline: "", glyph: "sprout",
    colors: { light: { accent: "#000000", soft: "#111111", ink: "#FFFFFF" }, dark: { accent: "#000000", soft: "#111111", ink: "#FFFFFF" } },
    face: { skin: "#AA8866", hair: "#221100", hairStyle: "bun", extras: [] },
    card: { name: { lines: ["A"], scale: 1 }, level: { lines: ["BEGINNER"], scale: 1 }, rating: { lines: ["Rating 600"], scale: 1 }, tagline: { lines: [""], scale: 1 } } };
  const plan = (rivals, picked) => ({ version: PLAN_VERSION, kind: "intro", rivals, picked, board: board([]) });
  assert.equal(readIntroPlan(plan([rival, rival], 1)).rivals.length, 2);
  assert.throws(() => readIntroPlan(plan([rival, rival, rival, rival, rival], 0)), /5 rivals/);
  assert.throws(() => readIntroPlan(plan([rival], 1)), /picked 1/);
  assert.throws(() => readIntroPlan({ ...plan([rival], 0), kind: "script" }), /kind "intro"/);
});

test("a game plan whose plies do not match its moves is refused", () => {
  const steps = [{ instant: 1, san: "e4", side: "white", moveNumber: 1, from: "e2", to: "e4", check: null }];
  const json = (plies) => ({ version: PLAN_VERSION, kind: "game", board: { plan: board(steps) }, plies });
  const ply = { badge: [{ text: "e4!", color: "#5C9E42" }, { text: "\u00B1", color: "#3870B8" }], glyph: "!", square: "e4", comment: "" };
  assert.equal(readGamePlan(json([ply])).plies[0].square.name, "e4");
  assert.deepEqual(readGamePlan(json([ply])).plies[0].badge.map((chip) => chip.text), ["e4!", "\u00B1"]);
  assert.throws(() => readGamePlan(json([])), /0 ply entries for 1 moves/);
});

test("clock text reads back as the time it shows: tenths under ten seconds, hours past the hour", () => {
  const read = (text) => {
    const parts = text.split(":").map(Number);
    return parts.reduce((sum, part) => sum * 60 + part, 0);
  };
  for (let i = 0; i <= 40000; i++) {
    const seconds = i * 0.37;
    const text = clockText(seconds);
    const shown = read(text);
    if (seconds < 10) {
      assert.match(text, /^0:0\d\.\d$/, `${seconds}`);
      assert.ok(shown <= seconds + 1e-9 && seconds - shown < 0.1 + 1e-9, `${seconds} shown as ${text}`);
    } else {
      assert.match(text, seconds >= 3600 ? /^\d+:\d\d:\d\d$/ : /^\d+:\d\d$/, `${seconds}`);
      assert.ok(shown <= seconds && seconds - shown < 1, `${seconds} shown as ${text}`);
    }
  }
  assert.equal(clockText(-3), "0:00.0");
});

test("the clock of the side to move runs down from its last time to its time after the move; the other stands", () => {
  const clocks = { initial: { white: 180, black: 180 }, increment: 2,
    after: [{ side: "white", clock: 179 }, { side: "black", clock: 170 }, { side: "white", clock: null }, { side: "black", clock: 150 }] };
  // Before the first move White thinks: 180 + 2 - 179 = 3 s spent, the face runs 180 to 177.
  assert.equal(clockDisplay(clocks, "white", 0, 0), 180);
  assert.equal(clockDisplay(clocks, "white", 0, 1), 177);
  assert.equal(clockDisplay(clocks, "white", 0, 7), 177, "the fraction is clamped");
  for (let f = 0; f <= 1; f += 0.05) {
    assert.equal(clockDisplay(clocks, "black", 0, f), 180, "Black's clock stands while White thinks");
    assert.ok(clockDisplay(clocks, "black", 1, f) <= clockDisplay(clocks, "black", 1, Math.max(0, f - 0.05)), "it never runs up");
  }
  assert.equal(clockDisplay(clocks, "white", 1, 0.5), 179, "White's clock after its move");
  // A ply without a clock: the face keeps the last known time.
  assert.equal(clockDisplay(clocks, "white", 3, 0.5), 179);
  assert.equal(clockDisplay(clocks, "black", 3, 1), 148);
  assert.equal(clockDisplay({ initial: {}, increment: 0, after: [{ side: "white", clock: null }] }, "white", 0, 0.5), null);
  const steps = [{ instant: 1 }, { instant: 2 }, { instant: 4 }];
  assert.equal(clockFraction(steps, 0, 0.5), 0.5);
  assert.equal(clockFraction(steps, 2, 3), 0.5);
  assert.equal(clockFraction(steps, 3, 9), 1);
});

test("a comment too long for the strip is cut at a word, with an ellipsis", () => {
  const measure = (s) => s.length * 6;
  assert.equal(shortened("A short note", 336, measure), "A short note");
  const long = "White sacrifices the exchange to open the long diagonal and the Black king never finds shelter again";
  const cut = shortened(long, 200, measure);
  assert.ok(cut.endsWith("\u2026") && measure(cut) <= 200 && long.startsWith(cut.slice(0, -1)), cut);
  assert.equal(shortened("Unbreakablewordthatistoolongforanystrip", 60, measure), "Unbreakablewordthatistoolongforanystrip\u2026");
});
