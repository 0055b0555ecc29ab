// A game from a PGN file in the game layout, ported line for line from
// Sources/ChessScenes/GameScene.swift (+Layout, +Annotations) and GameClocks.swift: the board
// between two player bars, the last move's badge by its square, the result at the end.
//
// Everything about the game comes from the plan the tool exports (GameScene+KitPlan.swift):
// the board's plan (ChessCore played the game), the players' words, the clocks as the file
// gives them, each ply's badge (its words, colour and square) and comment, the result's words
// and instant. What is done here is the arithmetic the scene does at t: which ply is on, how
// far a clock has run down, the fades. No PGN is read and no rule is known here.
import { M, P, Rect, TextStyle, Color } from "../motion.js";
import { playBoard, readBoardPlan, startedCount, BoardMotion, BoardGeometry, square, PLAN_VERSION } from "../board.js";

/** The plan read and checked: the board's plan parsed, one ply entry per move. */
export function readGamePlan(json) {
  if (json?.version !== PLAN_VERSION || json.kind !== "game") throw new Error(`game plan: expected kind "game", version ${PLAN_VERSION}`);
  const board = readBoardPlan(json.board.plan);
  if (json.plies.length !== board.steps.length) {
    throw new Error(`game plan: ${json.plies.length} ply entries for ${board.steps.length} moves`);
  }
  const plies = json.plies.map((ply) => ({
    ...ply, badge: ply.badge.map((chip) => ({ text: chip.text, color: Color.hex(chip.color) })), square: square(ply.square),
  }));
  return { ...json, board: { ...json.board, plan: board }, plies };
}

/** Registers the game's scene under `name` from its exported plan. */
export function defineGame(name, json) {
  const plan = readGamePlan(json);
  const steps = plan.board.plan.steps;
  const k = Object.freeze({
    boardFrequency: plan.board.motion.frequency,
    boardDamping: plan.board.motion.damping,
    lastMoveAt: steps.length ? steps[steps.length - 1].instant : 0,
  });
  return M.define(name, {
    dur: plan.duration,
    still: plan.still,
    speed: plan.speed,
    title: plan.name,
    box: Object.freeze({ width: plan.box[0], height: plan.box[1] }),
    // A frame of its own, as chess sites share games: no posture frames it.
    ownFrame: true,
    k,
    main: steps.length ? { w: "boardFrequency", damping: "boardDamping", start: "lastMoveAt", role: "the last move" } : null,
    needs: ["theme", "pieces"],
    fixed: {},
    plan,
    boardPlan: plan.board.plan,
    draw: (canvas, t, env) => draw(plan, canvas, t, env),
  });
}

// --- The clocks (GameClocks.swift): arithmetic on the file's times, no rule ---------------------

/**
 * What `side`'s clock shows once `plies` plies are played and `fraction` of the next ply's
 * thinking has passed: the side to move counts down from its last time to its time after the
 * move. Null when the file never says.
 */
export function clockDisplay(clocks, side, plies, fraction) {
  let shown = clocks.initial[side] ?? null;
  const after = clocks.after;
  for (let index = 0; index < Math.min(plies, after.length); index++) {
    if (after[index].side === side && after[index].clock !== null) shown = after[index].clock;
  }
  if (!(plies < after.length && after[plies].side === side && shown !== null && after[plies].clock !== null)) return shown;
  const now = shown, next = after[plies].clock;
  const target = Math.min(now, next - clocks.increment);
  return now + (target - now) * Math.min(Math.max(fraction, 0), 1);
}

/** "3:07", "0:09.4" under ten seconds, "1:02:03" past the hour (GameClocks.text). */
export function clockText(seconds) {
  const value = Math.max(0, seconds);
  if (value < 10) {
    const tenths = Math.floor(value * 10);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const whole = Math.floor(value);
  const h = Math.floor(whole / 3600), m = Math.floor(whole / 60) % 60, s = whole % 60;
  const ss = s < 10 ? `0${s}` : `${s}`;
  if (h > 0) return `${h}:${m < 10 ? "0" : ""}${m}:${ss}`;
  return `${m}:${ss}`;
}

/** How far the next ply's thinking has gone at t: from the last move's start to the next's. */
export function clockFraction(steps, played, t) {
  if (!(played < steps.length)) return 1;
  const from = played === 0 ? 0 : steps[played - 1].instant;
  const to = steps[played].instant;
  return to > from ? (t - from) / (to - from) : 1;
}

/** The side to move once `plies` plies are played: the next step's mover, else the final position's. */
export function sideToMove(plan, plies) {
  const steps = plan.board.plan.steps;
  return plies < steps.length ? steps[plies].side : plan.finalSideToMove;
}

// --- Drawing --------------------------------------------------------------------------------------

const opposite = (side) => (side === "white" ? "black" : "white");

function draw(plan, canvas, t, env) {
  const k = env.k;
  const motion = BoardMotion.of(plan.board.plan, k.boardFrequency, k.boardDamping);
  const width = plan.box[0], bar = plan.barHeight;
  const boardRect = new Rect(plan.board.origin[0], plan.board.origin[1], 8 * plan.board.side, 8 * plan.board.side);
  canvas.fillRect(new Rect(0, 0, plan.box[0], plan.box[1]), canvas.palette.background);
  playBoard(canvas, t, { origin: P(boardRect.x, boardRect.y), side: plan.board.side, plan: plan.board.plan, theme: env.assets.theme,
    pieces: env.assets.pieces, orientation: plan.orientation, motion });
  const played = startedCount(plan.board.plan, t);
  drawBar(plan, opposite(plan.orientation), new Rect(0, 0, width, bar), canvas, t, played);
  drawBar(plan, plan.orientation, new Rect(0, bar + boardRect.height, width, bar), canvas, t, played);
  if (played > 0) drawMoveBadge(plan, played - 1, boardRect, canvas, t, motion);
  if (plan.showsComments && played > 0) drawComment(plan, played - 1, boardRect, canvas, t, motion);
  drawResult(plan, boardRect, canvas, t);
}

/** A bar: the side's chip, title, name and rating on the left; the clock on the right, lit while that side thinks. */
function drawBar(plan, side, rect, canvas, t, played) {
  const palette = canvas.palette;
  canvas.fillRect(rect, palette.surface);
  const midY = rect.minY + rect.height / 2;
  const chip = Rect.centered(P(rect.minX + 14, midY), 12, 12);
  canvas.fillRoundedRect(chip, 2, side === "white" ? Color.white : new Color(0.13, 0.13, 0.13));
  canvas.strokeRoundedRect(chip, 2, palette.secondaryText, 0.6);

  const who = plan.players[side];
  let x = rect.minX + 26;
  const nameStyle = TextStyle.make(11, 700);
  if (who.title) {
    const style = TextStyle.make(10, 700);
    canvas.text(who.title, P(x, midY), style, palette.accent, "leading");
    x += canvas.measure(who.title, style).width + 4;
  }
  canvas.text(who.name, P(x, midY), nameStyle, palette.text, "leading");
  x += canvas.measure(who.name, nameStyle).width + 5;
  if (who.rating) canvas.text(who.rating, P(x, midY), TextStyle.make(10), palette.secondaryText, "leading");

  if (!plan.clocks) return;
  const steps = plan.board.plan.steps;
  const seconds = clockDisplay(plan.clocks, side, played, clockFraction(steps, played, t));
  if (seconds === null) return;
  const thinking = played < steps.length && sideToMove(plan, played) === side;
  const text = clockText(seconds);
  const style = TextStyle.make(12, 700);
  const width = Math.max(canvas.measure(text, style).width + 14, 48);
  const face = new Rect(rect.maxX - width - 6, rect.minY + 5, width, rect.height - 10);
  canvas.fillRoundedRect(face, 3, thinking ? palette.accent : palette.background);
  canvas.text(text, face.center, style, thinking ? Color.white : palette.text);
}

/**
 * The last move's SAN and glyphs in a tag above its square's top-right corner, kept inside the
 * board; each further NAG in a chip of its own colour after it (MoveBadge).
 */
function drawMoveBadge(plan, index, boardRect, canvas, t, motion) {
  const step = plan.board.plan.steps[index];
  const shown = M.smooth(step.instant + 0.5 * motion.arrivalDuration, step.instant + motion.arrivalDuration, t);
  if (!(shown > 0)) return;
  const ply = plan.plies[index];
  const geometry = new BoardGeometry(P(boardRect.x, boardRect.y), plan.board.side, plan.orientation);
  const cell = geometry.rectOf(ply.square);
  const style = TextStyle.make(9, 700);
  const widths = ply.badge.map((chip) => canvas.measure(chip.text, style).width + 8);
  const size = { width: widths.reduce((a, b) => a + b, 0) + BADGE_GAP * (widths.length - 1), height: 14 };
  const x = Math.min(Math.max(cell.maxX - size.width / 2, boardRect.minX + size.width / 2 + 1), boardRect.maxX - size.width / 2 - 1);
  const y = Math.min(Math.max(cell.minY, boardRect.minY + size.height / 2 + 1), boardRect.maxY - size.height / 2 - 1);
  const c = canvas.copy();
  c.fade(shown);
  let left = x - size.width / 2;
  ply.badge.forEach((chip, i) => {
    const tag = new Rect(left, y - size.height / 2, widths[i], size.height);
    c.shadow(tag, 4, 1, 2);
    c.fillRoundedRect(tag, 7, chip.color);
    c.text(chip.text, tag.center, style, Color.white);
    left += widths[i] + BADGE_GAP;
  });
}

/** The gap between two chips of a move's badge (MoveBadge.gap). */
const BADGE_GAP = 2;

/** `text` cut at a word with an ellipsis so that it fits `width` (GameScene.shortened). */
export function shortened(text, width, measure) {
  if (!(measure(text) > width)) return text;
  const words = text.split(" ").filter((w) => w.length > 0);
  while (words.length > 1 && measure(words.join(" ") + "\u2026") > width) words.pop();
  return words.join(" ") + "\u2026";
}

/** The comments after the last move, as a caption across the foot of the board. */
function drawComment(plan, index, boardRect, canvas, t, motion) {
  const comment = plan.plies[index].comment;
  if (!comment) return;
  const step = plan.board.plan.steps[index];
  const shown = M.smooth(step.instant, step.instant + motion.arrivalDuration, t);
  const style = TextStyle.make(10, 500);
  const text = shortened(comment, plan.box[0] - 24, (s) => canvas.measure(s, style).width);
  const c = canvas.copy();
  c.fade(shown * 0.92);
  const strip = new Rect(boardRect.minX, boardRect.maxY - 24, plan.box[0], 24);
  c.fillRect(strip, c.palette.surface);
  c.text(text, strip.center, style, c.palette.text);
}

/** "1–0 · checkmate", once the last move has settled. */
function drawResult(plan, boardRect, canvas, t) {
  if (!plan.result) return;
  const shown = M.smooth(plan.result.at, plan.result.at + 0.4, t);
  if (!(shown > 0)) return;
  const style = TextStyle.make(15, 700);
  const c = canvas.copy();
  c.fade(shown);
  const banner = Rect.centered(boardRect.center, canvas.measure(plan.result.text, style).width + 28, 32);
  c.shadow(banner, 8);
  c.fillRoundedRect(banner, 8, c.palette.surface);
  c.text(plan.result.text, banner.center, style, c.palette.text);
}
