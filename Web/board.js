// board.js: draws a board plan exported by the tool (`chess-motion kit`, BoardKit's
// BoardPlan.swift). The plan holds what ChessCore decided once: each piece's track
// (hops with their instants, the capture that removes it, the promotion that changes it, the
// castling rook's hop), the highlighted squares and the check marks. This file only evaluates
// those tracks at t with the board's spring and draws them, in the layers BoardPicture+Drawing
// uses. There are no chess rules here.

import { M, Spring, Rect, P, Color, TextStyle, Path } from "./motion.js";

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
  return { ...json, steps, tracks, fades, marks: readMarks(json), startCheck: json.start.check ? square(json.start.check) : null };
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

// Marks: arrows, circles and fills over time (BoardKit's TimedAnnotation, BoardArrow+Outline,
// BoardAnnotations+Drawing). The numbers that shape and time them are the plan's `markShape`.

/** A plan's marks with their squares read: `{ kind, from, to, brush|theme|color, appears, disappears }`. */
export function readMarks(plan) {
  return (plan.marks ?? []).map((m) => ({ ...m, fromSquare: square(m.from), toSquare: m.to ? square(m.to) : null }));
}

/** A mark's fade, never more than a third of its time on the board. */
function markFade(mark, shape) {
  if (mark.disappears === null || mark.disappears === undefined) return shape.fadeLength;
  return Math.min(shape.fadeLength, Math.max(0, mark.disappears - mark.appears) / 3);
}

/** The mark at t as `{ grown, shown }`, or null before it appears and once it has gone. */
export function markState(mark, t, motion, shape) {
  if (!(t >= mark.appears)) return null;
  if (mark.held) return mark.disappears === null || mark.disappears === undefined || t < mark.disappears ? { grown: 1, shown: 1 } : null;
  const fade = markFade(mark, shape);
  const gone = mark.disappears === null || mark.disappears === undefined;
  const out = gone ? 1 : fade > 0 ? 1 - M.smooth(mark.disappears - fade, mark.disappears, t) : (t < mark.disappears ? 1 : 0);
  if (!(out > 0)) return null;
  if (mark.kind === "arrow") return { grown: M.clamp(motion.progress(mark.appears, t)), shown: out };
  return { grown: 1, shown: (fade > 0 ? M.smooth(mark.appears, mark.appears + fade, t) : 1) * out };
}

const distance = (a, b) => Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
const direction = (a, b) => {
  const length = distance(a, b);
  return length > 0 ? P((b.x - a.x) / length, (b.y - a.y) / length) : P(0, 0);
};
const normal = (d) => P(-d.y, d.x);

/** The arrow's line: its squares' centres, and for a knight's jump the corner of the L, long leg first. */
function arrowSpine(from, to, geometry) {
  const tail = geometry.rectOf(from).center, head = geometry.rectOf(to).center;
  const files = Math.abs(to.file - from.file), ranks = Math.abs(to.rank - from.rank);
  if (!((files === 1 && ranks === 2) || (files === 2 && ranks === 1))) return [tail, head];
  const turn = files === 2 ? geometry.rect(to.file, from.rank) : geometry.rect(from.file, to.rank);
  return [tail, turn.center, head];
}

function trimmedSpine(spine, endInset, fraction) {
  const points = [...spine];
  const n = points.length;
  const lastLength = distance(points[n - 2], points[n - 1]);
  const d = direction(points[n - 2], points[n - 1]);
  const inset = Math.min(endInset, lastLength);
  points[n - 1] = P(points[n - 1].x - d.x * inset, points[n - 1].y - d.y * inset);
  let total = 0;
  for (let i = 1; i < n; i++) total += distance(points[i - 1], points[i]);
  let remaining = fraction * total;
  if (!(remaining > 0)) return [];
  const kept = [points[0]];
  for (let i = 1; i < n; i++) {
    const a = points[i - 1], b = points[i];
    const length = distance(a, b);
    if (remaining >= length) {
      kept.push(b);
      remaining -= length;
    } else {
      const u = direction(a, b);
      kept.push(P(a.x + u.x * remaining, a.y + u.y * remaining));
      break;
    }
  }
  return kept;
}

/** The whole arrow as one outline's corners (BoardArrow+Outline.swift), `grown` of it drawn. */
export function arrowOutline(from, to, geometry, grown, shape) {
  const side = geometry.side;
  const points = trimmedSpine(arrowSpine(from, to, geometry), shape.tipInset * side, M.clamp(grown));
  if (points.length < 2) return [];
  const tip = points[points.length - 1];
  const lastDirection = direction(points[points.length - 2], tip);
  const lastLength = distance(points[points.length - 2], tip);
  const headLength = Math.min(shape.headLength * side, lastLength);
  const base = P(tip.x - lastDirection.x * headLength, tip.y - lastDirection.y * headLength);
  points[points.length - 1] = base;
  const w = shape.shaftHalfWidth * side, h = shape.headHalfWidth * side;
  const left = [], right = [];
  for (let i = 0; i < points.length; i++) {
    const before = i > 0 ? normal(direction(points[i - 1], points[i])) : null;
    const after = i < points.length - 1 ? normal(direction(points[i], points[i + 1])) : null;
    let n;
    if (before && after) {
      const k = 1 / (1 + before.x * after.x + before.y * after.y);
      n = P((before.x + after.x) * k, (before.y + after.y) * k);
    } else {
      n = before ?? after ?? P(0, 0);
    }
    left.push(P(points[i].x + n.x * w, points[i].y + n.y * w));
    right.push(P(points[i].x - n.x * w, points[i].y - n.y * w));
  }
  const n = normal(lastDirection);
  const head = [P(base.x + n.x * h, base.y + n.y * h), tip, P(base.x - n.x * h, base.y - n.y * h)];
  return [...left, ...head, ...right.reverse()];
}

function markColor(mark, colors, shape) {
  if (mark.brush) return Color.hex(shape.brushes[mark.brush]);
  if (mark.theme) return colors[mark.theme];
  return Color.hex(mark.color);
}

/** The marks at t in their layers — fills, circles, arrows — between the highlights and the pieces. */
function drawMarks(g, marks, t, motion, shape, geometry, colors) {
  for (const kind of ["fill", "circle", "arrow"]) {
    for (const mark of marks) {
      if (mark.kind !== kind) continue;
      const state = markState(mark, t, motion, shape);
      if (!state || !(state.shown > 0)) continue;
      const c = g.copy();
      c.fade(state.shown);
      const color = markColor(mark, colors, shape);
      if (kind === "fill") {
        c.fillRect(geometry.rectOf(mark.fromSquare), color);
      } else if (kind === "circle") {
        const ring = shape.ringWidth * geometry.side;
        c.stroke(Path.circle(geometry.rectOf(mark.fromSquare).center, (geometry.side - ring) / 2), color, ring);
      } else if (state.grown > 0) {
        c.fill(Path.polygon(arrowOutline(mark.fromSquare, mark.toSquare, geometry, state.grown, shape)), color);
      }
    }
  }
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

/** The check glow's alpha from the centre out, as BoardPicture.checkGlow: [offset, share of the colour's alpha]. */
export const CHECK_GLOW = Object.freeze([[0, 1], [0.25, 0.9], [1, 0]]);

const coordinateSize = 0.18, coordinateInset = 0.035;
const frameWidth = (side) => Math.min(2, Math.max(0.5, side * 0.05));

/** Draws a board picture in layers: squares, last move, check glow, marks, pieces, coordinates. */
export function drawPicture(g, picture, geometry, theme, pieces, coordinates, drawMarksAt = null) {
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
    const cell = geometry.rectOf(picture.check.square);
    const alpha = colors.check.alpha * picture.check.strength;
    const stops = CHECK_GLOW.map(([offset, share]) => [offset, colors.check.withAlpha(alpha * share)]);
    g.fillRadial(Path.rect(cell), cell.center, cell.width / 2, stops);
  }
  if (drawMarksAt) drawMarksAt(g, geometry, colors);
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
  const drawAt = plan.marks?.length && plan.markShape
    ? (c, geo, colors) => drawMarks(c, plan.marks, t, motion, plan.markShape, geo, colors) : null;
  drawPicture(g, boardPicture(plan, t, motion), geometry, theme, pieces, coordinates, drawAt);
}
