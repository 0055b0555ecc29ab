// board.js: draws a board plan exported by the tool (`chess-motion kit`, BoardKit's
// BoardPlan.swift). The plan holds what ChessCore decided once: each piece's track
// (hops with their instants, the capture that removes it, the promotion that changes it, the
// castling rook's hop), the highlighted squares and the check marks. This file only evaluates
// those tracks at t with the board's spring and draws them, in the layers BoardPicture+Drawing
// uses. There are no chess rules here.

import { M, Spring, Rect, P, Color, TextStyle } from "./motion.js";

/**
 * The plans' one version (BoardKit's KitPlan.version): the board plan and every scene plan
 * that holds one carry it, and a plan of another version is refused rather than misread.
 */
export const PLAN_VERSION = 1;

/**
 * The spring every piece travels on and the instants derived from it (BoardMotion.swift).
 * `ranges` are a plan's `motionRanges` (BoardMotion.frequencyRange and dampingRange, written
 * by the tool), so a tuned spring is clamped to the Swift side's bounds, not to numbers of
 * this file's own. `BoardMotion.of(plan)` is the plan's own spring.
 */
export class BoardMotion {
  constructor(ranges, frequency = Spring.standard.frequency, damping = Spring.standard.damping) {
    const { frequency: frequencyRange, damping: dampingRange } = readMotionRanges(ranges);
    const f = Number.isFinite(frequency) ? frequency : Spring.standard.frequency;
    const z = Number.isFinite(damping) ? damping : Spring.standard.damping;
    this.frequency = M.clamp(f, frequencyRange[0], frequencyRange[1]);
    this.damping = M.clamp(z, dampingRange[0], dampingRange[1]);
    this.springSettleDuration = Spring.settleTime(this.frequency, this.damping, BoardMotion.settleTolerance);
    const wd = Spring.dampedFrequency(this.frequency, this.damping);
    const zw = this.damping * this.frequency;
    this.arrivalDuration = Math.min((Math.PI - Math.atan(wd / zw)) / wd, this.springSettleDuration);
    this.checkFadeDuration = 0.4 * this.arrivalDuration;
    this.settleDuration = Math.max(this.springSettleDuration, this.arrivalDuration + this.checkFadeDuration);
  }
  progress(instant, t) {
    return t >= instant + this.springSettleDuration ? 1 : Spring.value(t - instant, this.frequency, this.damping);
  }
  checkStrength(instant, t) {
    if (t >= instant + this.settleDuration) return 1;
    const landed = instant + this.arrivalDuration;
    return M.smooth(landed, landed + this.checkFadeDuration, t);
  }
}
BoardMotion.settleTolerance = 1e-4;

/** A read plan's spring, or the same spring retuned (the kit's controls), clamped to the plan's ranges. */
BoardMotion.of = (plan, frequency = plan.motion.frequency, damping = plan.motion.damping) =>
  new BoardMotion(plan.motionRanges, frequency, damping);

/** `motionRanges` checked: `{ frequency: [low, high], damping: [low, high] }`, finite and ordered. */
export function readMotionRanges(ranges) {
  for (const key of ["frequency", "damping"]) {
    const range = ranges?.[key];
    if (!(Array.isArray(range) && range.length === 2 && range.every(Number.isFinite) && range[0] <= range[1])) {
      throw new Error(`board plan: expected motionRanges.${key} as [low, high] (BoardKit's BoardMotion ranges), got ${JSON.stringify(range)}`);
    }
  }
  return ranges;
}

/** "e4" as { file: 4, rank: 3, index: 28 }; a1 = 0 ... h8 = 63, as ChessCore's Square. */
export function square(name) {
  const file = name.charCodeAt(0) - 97, rank = name.charCodeAt(1) - 49;
  if (!(file >= 0 && file < 8 && rank >= 0 && rank < 8 && name.length === 2)) throw new Error(`plan: "${name}" is not a square`);
  return { name, file, rank, index: rank * 8 + file, isLight: (file + rank) % 2 === 1 };
}

/** A plan as read from JSON, with its squares parsed once. */
export function readBoardPlan(json) {
  if (json?.version !== PLAN_VERSION) throw new Error(`board plan: expected version ${PLAN_VERSION}`);
  if (!(Number.isFinite(json.motion?.frequency) && Number.isFinite(json.motion?.damping))) {
    throw new Error("board plan: expected motion { frequency, damping }");
  }
  readMotionRanges(json.motionRanges);
  const steps = json.steps.map((s) => ({ ...s, fromSquare: square(s.from), toSquare: square(s.to), checkSquare: s.check ? square(s.check) : null }));
  const tracks = json.tracks.map((tr) => ({
    ...tr,
    start: square(tr.square),
    hops: tr.hops.map((h) => ({ from: square(h.from), to: square(h.to), instant: h.instant })),
  }));
  for (let i = 1; i < steps.length; i++) {
    if (!(steps[i].instant > steps[i - 1].instant)) throw new Error(`board plan: step ${i + 1} does not come after step ${i}`);
  }
  const fades = json.fades;
  if (!(Number.isFinite(fades?.captureStart) && Number.isFinite(fades?.promotionStart))) {
    throw new Error("board plan: expected fades { captureStart, promotionStart } (BoardKit's BoardFades)");
  }
  return { ...json, steps, tracks, fades, startCheck: json.start.check ? square(json.start.check) : null };
}

/** How many moves have started by t. */
export function startedCount(plan, t) {
  let low = 0, high = plan.steps.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (plan.steps[mid].instant <= t) low = mid + 1; else high = mid;
  }
  return low;
}

/** When move `index`'s piece first reaches its square. */
export function arrivalTime(plan, index, motion) {
  return plan.steps[index].instant + motion.arrivalDuration;
}

/** A track's pieces at t; `fades` are the plan's fractions of the arrival (BoardKit's BoardFades). */
function trackState(track, t, motion, fades) {
  const arrival = motion.arrivalDuration;
  let opacity = 1;
  if (track.captured !== null && track.captured !== undefined) {
    opacity = 1 - M.smooth(track.captured + fades.captureStart * arrival, track.captured + arrival, t);
    if (opacity <= 0) return null;
  }
  let file = track.start.file, rank = track.start.rank;
  let current = track.start;
  let movingSince = null;
  for (const hop of track.hops) {
    if (!(t >= hop.instant)) break;
    const k = motion.progress(hop.instant, t);
    file += (hop.to.file - hop.from.file) * k;
    rank += (hop.to.rank - hop.from.rank) * k;
    current = hop.to;
    if (t < hop.instant + motion.springSettleDuration) movingSince = hop.instant;
  }
  let placed = [{ piece: track.piece, file, rank, opacity }];
  const promotion = track.promotion;
  if (promotion) {
    const k = M.smooth(promotion.instant + fades.promotionStart * arrival, promotion.instant + arrival, t);
    if (k >= 1) placed = [{ piece: promotion.piece, file, rank, opacity }];
    else if (k > 0) placed = [{ piece: track.piece, file, rank, opacity: opacity * (1 - k) }, { piece: promotion.piece, file, rank, opacity: opacity * k }];
  }
  return { placed, square: current, movingSince };
}

/** The board at t as facts to draw (BoardTimeline+Picture.swift). */
export function boardPicture(plan, t, motion) {
  const started = startedCount(plan, t);
  const last = started === 0 ? null : plan.steps[started - 1];
  const lastMove = last ? [last.fromSquare, last.toSquare] : null;
  let check = null;
  if (started === 0) {
    if (plan.startCheck) check = { square: plan.startCheck, strength: 1 };
  } else {
    const strength = motion.checkStrength(last.instant, t);
    if (last.checkSquare && strength > 0) check = { square: last.checkSquare, strength };
  }
  const resting = [], moving = [];
  plan.tracks.forEach((track, index) => {
    const state = trackState(track, t, motion, plan.fades);
    if (!state) return;
    if (state.movingSince !== null) moving.push({ since: state.movingSince, order: track.piece[1] === "K" ? 64 + index : index, placed: state.placed });
    else resting.push({ order: state.square.index, placed: state.placed });
  });
  resting.sort((a, b) => a.order - b.order);
  moving.sort((a, b) => a.since - b.since || a.order - b.order);
  return { lastMove, check, pieces: [...resting, ...moving].flatMap((e) => e.placed) };
}

/** Where each square sits in box coordinates (BoardGeometry.swift). */
export class BoardGeometry {
  constructor(origin, side, orientation = "white") {
    this.origin = origin; this.side = side; this.orientation = orientation;
  }
  get bounds() { return new Rect(this.origin.x, this.origin.y, 8 * this.side, 8 * this.side); }
  rect(file, rank) {
    const column = this.orientation === "white" ? file : 7 - file;
    const row = this.orientation === "white" ? 7 - rank : rank;
    return new Rect(this.origin.x + column * this.side, this.origin.y + row * this.side, this.side, this.side);
  }
  rectOf(sq) { return this.rect(sq.file, sq.rank); }
  get bottomRank() { return this.orientation === "white" ? 0 : 7; }
  get leftFile() { return this.orientation === "white" ? 0 : 7; }
}

const KEYS = ["lightSquare", "darkSquare", "lastMoveLight", "lastMoveDark", "check", "coordinateOnLight", "coordinateOnDark", "frame"];

/** A theme file read as BoardTheme+Loading does: dark inherits each key it leaves out. */
export function readBoardTheme(json, name) {
  const light = {}, dark = {};
  for (const key of KEYS) {
    if (typeof json?.light?.[key] !== "string") throw new Error(`theme ${name}: light.${key} is missing`);
    light[key] = Color.hex(json.light[key]);
    dark[key] = json.dark?.[key] !== undefined ? Color.hex(json.dark[key]) : light[key];
  }
  return { name, displayName: json.displayName, light, dark };
}

const coordinateSize = 0.18, coordinateInset = 0.035;
const frameWidth = (side) => Math.min(2, Math.max(0.5, side * 0.05));

/** Draws a board picture in layers: squares, last move, check glow, pieces, coordinates. */
export function drawPicture(g, picture, geometry, theme, pieces, coordinates) {
  const colors = theme[g.env.scheme];
  const bounds = geometry.bounds;
  if (colors.frame.alpha > 0) g.fillRect(bounds.insetBy(-frameWidth(geometry.side)), colors.frame);
  if (theme.board) {
    // A textured theme: its image covers the board, as BoardPicture+Drawing draws it.
    g.image(theme.board, bounds);
  } else {
    g.fillRect(bounds, colors.lightSquare);
    for (let index = 0; index < 64; index++) {
      const file = index & 7, rank = index >> 3;
      if ((file + rank) % 2 === 0) g.fillRect(geometry.rect(file, rank), colors.darkSquare);
    }
  }
  if (picture.lastMove) {
    for (const sq of picture.lastMove) g.fillRect(geometry.rectOf(sq), sq.isLight ? colors.lastMoveLight : colors.lastMoveDark);
  }
  if (picture.check && picture.check.strength > 0) {
    const center = geometry.rectOf(picture.check.square).center;
    for (let i = 0; i < 6; i++) {
      const radius = geometry.side * (0.5 - 0.05 * i);
      g.circle(center, radius, colors.check.withAlpha(colors.check.alpha * 0.2 * picture.check.strength));
    }
  }
  for (const placed of picture.pieces) {
    if (!(placed.opacity > 0)) continue;
    const c = g.copy();
    c.fade(placed.opacity);
    c.image(pieces[placed.piece], geometry.rect(placed.file, placed.rank));
  }
  if (coordinates) drawCoordinates(g, geometry, colors);
}

function drawCoordinates(g, geometry, colors) {
  const side = geometry.side;
  const style = TextStyle.make(side * coordinateSize, 700);
  const inset = side * coordinateInset;
  const halfLine = style.size * 0.6;
  for (let file = 0; file < 8; file++) {
    const rect = geometry.rect(file, geometry.bottomRank);
    const isLight = (file + geometry.bottomRank) % 2 === 1;
    g.text(String.fromCharCode(97 + file), P(rect.maxX - inset, rect.maxY - inset - halfLine), style,
      isLight ? colors.coordinateOnLight : colors.coordinateOnDark, "trailing");
  }
  for (let rank = 0; rank < 8; rank++) {
    const rect = geometry.rect(geometry.leftFile, rank);
    const isLight = (geometry.leftFile + rank) % 2 === 1;
    g.text(String(rank + 1), P(rect.minX + inset, rect.minY + inset + halfLine), style,
      isLight ? colors.coordinateOnLight : colors.coordinateOnDark, "leading");
  }
}

/**
 * Draws `plan` at scene time t: every piece on its spring, captures fading as the mover
 * arrives, the castling rook with its king, promotions changing as they land, the last move
 * lit and a checked king marked. Pure in t, as BoardKit's playBoard.
 */
export function playBoard(g, t, { origin, side, plan, theme, pieces, orientation = "white", coordinates = false, motion = BoardMotion.of(plan) }) {
  const geometry = new BoardGeometry(origin, side, orientation);
  drawPicture(g, boardPicture(plan, t, motion), geometry, theme, pieces, coordinates);
}
