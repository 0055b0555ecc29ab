// A bot intro — the built-in bots scene and any `intro: bots` script — ported line for line
// from Sources/ChessScenes/BotsScene.swift (+Layout, +MoveList, +MainSpring) and BotCard.swift.
//
// What the intro is about comes from the plan the tool exports (BotsScene+KitPlan.swift,
// plans/NAME.json): the rivals and their avatars' data, each card's words already in the
// scene's language and fitted to the card, the headline and the title, which rival is picked
// and when, and the board's plan (ChessCore resolved the moves). The timings and the drawing
// are the design's own, written for a pick at 1.35 s: a plan that picks later draws every
// beat after the pick at t - shift, as the Swift scene does. No rule and no string table here.
import { M, P, Path, Rect, Posture, TextStyle, Color } from "../motion.js";
import { playBoard, readBoardPlan, arrivalTime, BoardMotion, PLAN_VERSION } from "../board.js";
import { avatarOutline, drawAvatar, readBots, LEVELS } from "./avatars.js";

export const K = Object.freeze({
  slotsX: [62.0, 180.0, 298.0],
  slotSpacing: 118.0,
  cardCenterY: 140.0,
  cardsEnter: 0.15,
  cardStagger: 0.12,
  cardSpring: 13.0,
  cardRise: 26.0,
  pickAt: 1.35,
  pickSpring: 16.0,
  leave: { start: 1.65, end: 2.10 },
  leaveDrop: 16.0,
  slideAt: 2.0,
  slideSpring: 9.0,
  slideDamping: 0.78,
  restX: 62.0,
  captionIn: { start: 2.3, end: 2.6 },
  boardAt: 2.15,
  boardSpring: 12.0,
  boardDrop: 14.0,
  boardOrigin: P(132, 40),
  squareSide: 25.0,
});

/** BotCard.swift's dimensions. */
export const CARD = Object.freeze({ width: 104, height: 168, cornerRadius: 14.0, headerHeight: 60.0, avatarRadius: 27.0, avatarCenterY: 48.0 });

/** The card row holds at most four (BotsIntroPlan.maximumRivals). */
export const MAXIMUM_RIVALS = 4;

/**
 * An intro plan (JSON from the tool) checked and read: the rivals with parsed colours and
 * their cards' fitted words, the board's plan parsed. Throws on anything the page cannot draw.
 */
export function readIntroPlan(json) {
  if (json?.version !== PLAN_VERSION || json.kind !== "intro") throw new Error(`intro plan: expected kind "intro", version ${PLAN_VERSION}`);
  if (!Array.isArray(json.rivals) || json.rivals.length < 1 || json.rivals.length > MAXIMUM_RIVALS) {
    throw new Error(`intro plan: ${json.rivals?.length ?? 0} rivals; a card row holds 1 to ${MAXIMUM_RIVALS}`);
  }
  if (!(Number.isInteger(json.picked) && json.picked >= 0 && json.picked < json.rivals.length)) {
    throw new Error(`intro plan: picked ${json.picked} is not one of the ${json.rivals.length} rivals`);
  }
  const bots = readBots({ bots: json.rivals });
  const rivals = bots.map((bot, index) => ({ ...bot, card: json.rivals[index].card }));
  return { ...json, rivals, board: readBoardPlan(json.board) };
}

/** Registers an intro under `name` from its exported plan. */
export function defineIntro(name, json) {
  const plan = readIntroPlan(json);
  const k = Object.freeze({ ...K, shift: plan.shift, slideStart: K.slideAt + plan.shift });
  return M.define(name, {
    dur: plan.duration,
    still: plan.still,
    speed: plan.speed,
    title: plan.name,
    k,
    // BotsScene+MainSpring.swift: the picked card sliding aside, w 9, 0.65 s after the pick.
    main: { w: "slideSpring", damping: "slideDamping", start: "slideStart", role: plan.mainSpringRole },
    needs: ["theme", "pieces", "avatars"],
    fixed: { theme: plan.theme, pieces: plan.pieces, avatars: plan.avatars },
    plan,
    boardPlan: plan.board,
    draw: (canvas, t, env) => draw(plan, canvas, t, env),
  });
}

/** Text no wider than `width`: scaled down around its anchor point when it would be wider. */
export function textFitting(canvas, string, point, style, color, anchor, width) {
  const natural = canvas.measure(string, style).width;
  if (!(natural > width && width > 0)) { canvas.text(string, point, style, color, anchor); return; }
  const shrunk = canvas.copy();
  shrunk.scaleAround(width / natural, point);
  shrunk.text(string, point, style, color, anchor);
}

/** `count` cards spread evenly across `panel` (BotsScene+Layout.swift's row). */
function row(count, panel, cardWidth, y) {
  if (count <= 0) return [];
  if (count === 1) return [P(panel.center.x, y)];
  const gap = (panel.width - count * cardWidth) / (count + 1);
  return Array.from({ length: count }, (_, i) => (i === count - 1
    ? P(panel.maxX - gap - cardWidth / 2, y)
    : P(panel.minX + gap + cardWidth / 2 + i * (cardWidth + gap), y)));
}

/** Where the parts go for a posture and a row of `cards` rivals, `picked` among them (BotsScene+Layout.swift). */
export function layout(k, posture, box, cards = 3, picked = 1) {
  const panels = Posture.panels(posture, box);
  const count = Math.max(1, cards);
  const margin = 8;
  switch (posture) {
    case "open": {
      const left = panels[0], right = panels[panels.length - 1];
      const scale = 0.72;
      const cardWidth = CARD.width * scale;
      const y = left.center.y;
      const onLeft = Math.floor((count + 1) / 2);
      const slots = row(onLeft, left, cardWidth, y).concat(row(count - onLeft, right, cardWidth, y));
      const [home, far] = picked < onLeft ? [left, right] : [right, left];
      const side = 20.0;
      return {
        slots, cardScale: scale, rest: home.center, restScale: 1, cardRise: k.cardRise, leaveDrop: k.leaveDrop,
        boardOrigin: P(far.center.x - 4 * side, far.center.y - 4 * side), squareSide: side,
        headline: P(left.center.x, 34), headlineWidth: left.width - 2 * margin,
        moveList: P(far.center.x, far.center.y + 4 * side + 18), moveListAnchor: "center", moveListSize: 12,
        moveListWidth: far.width - 2 * margin, caption: P(far.center.x, far.center.y - 4 * side - 20),
      };
    }
    case "tabletop": {
      const top = panels[0], bottom = panels[panels.length - 1];
      const scale = (top.height - 10) / CARD.height;
      const side = Math.floor((bottom.height - 4) / 8);
      const cardWidth = CARD.width * scale;
      const y = top.center.y;
      const room = top.maxY - (y + CARD.height * scale / 2);
      const gap = Math.min(22, (box.width - 2 * margin - count * cardWidth) / Math.max(1, count - 1));
      const slots = Array.from({ length: count }, (_, i) => P(180 + (i - (count - 1) / 2) * (cardWidth + gap), y));
      const listX = 80 + cardWidth / 2 + 26;
      return {
        slots, cardScale: scale, rest: P(80, y), restScale: scale, cardRise: room, leaveDrop: room,
        boardOrigin: P(180 - 4 * side, bottom.center.y - 4 * side), squareSide: side,
        headline: P(180, bottom.center.y), headlineWidth: box.width - 2 * margin,
        moveList: P(listX, y), moveListAnchor: "leading", moveListSize: 16, moveListWidth: box.width - margin - listX,
        caption: P(listX, y - 26),
      };
    }
    default: {
      const span = (count - 1) * k.slotSpacing + CARD.width;
      const scale = Math.min(1, (k.slotsX[2] - k.slotsX[0] + CARD.width) / span);
      const slots = Array.from({ length: count }, (_, i) => P(180 + (i - (count - 1) / 2) * k.slotSpacing * scale, k.cardCenterY));
      const boardSide = k.squareSide * 8;
      const boardCenterX = k.boardOrigin.x + boardSide / 2;
      return {
        slots, cardScale: scale, rest: P(k.restX, k.cardCenterY), restScale: 1,
        cardRise: k.cardRise, leaveDrop: k.leaveDrop, boardOrigin: k.boardOrigin, squareSide: k.squareSide,
        headline: P(180, 22), headlineWidth: box.width - 2 * margin,
        moveList: P(boardCenterX, k.boardOrigin.y + boardSide + 19), moveListAnchor: "center", moveListSize: 12,
        moveListWidth: 2 * Math.min(boardCenterX, box.width - boardCenterX) - 2 * margin,
        caption: P(boardCenterX, k.boardOrigin.y - 20),
      };
    }
  }
}

function draw(plan, canvas, t, env) {
  const k = env.k;
  const scene = {
    k, env, plan,
    rivals: plan.rivals,
    pickedIndex: plan.picked,
    picked: plan.rivals[plan.picked],
    board: plan.board,
    theme: env.assets.theme,
    pieces: env.assets.pieces,
    style: env.assets.avatars,
  };
  const c = canvas.copy();
  c.fade(M.smooth(plan.fadeIn[0], plan.fadeIn[1], t) * (1 - M.smooth(plan.fadeOut[0], plan.fadeOut[1], t)));
  const lay = layout(k, env.posture, c.box, scene.rivals.length, scene.pickedIndex);
  // The beats after the pick, on the design's clock.
  const beat = t - k.shift;
  drawHeadline(scene, c, lay, t, beat);
  drawBoard(scene, c, lay, t, beat);
  scene.rivals.forEach((_, index) => { if (index !== scene.pickedIndex) drawLeavingCard(scene, c, index, lay, t, beat); });
  drawPickedCard(scene, c, lay, t, beat);
  drawMoveList(scene, c, lay, t);
  drawCaption(scene, c, lay, beat);
}

const entry = (k, index, t) => M.spring(t - k.cardsEnter - k.cardStagger * index, k.cardSpring);

function drawHeadline(scene, canvas, lay, t, beat) {
  const k = scene.k;
  const c = canvas.copy();
  c.fade(M.smooth(0.1, 0.45, t) * (1 - M.smooth(k.leave.start, k.leave.end, beat)));
  textFitting(c, scene.plan.strings.headline, lay.headline, TextStyle.make(12, 600), c.palette.secondaryText, "center", lay.headlineWidth);
}

function drawLeavingCard(scene, canvas, index, lay, t, beat) {
  const k = scene.k;
  const rise = entry(k, index, t);
  const gone = M.smooth(k.leave.start, k.leave.end, beat);
  if (!(rise > 0 && gone < 1)) return;
  const c = canvas.copy();
  const slot = lay.slots[index];
  c.fade(M.clamp(rise * 2) * (1 - gone));
  c.translate(0, lay.cardRise * (1 - rise) + lay.leaveDrop * gone);
  c.scaleAround(lay.cardScale * (1 - 0.08 * gone), slot);
  drawCard(scene.rivals[index], scene.style, c, slot);
}

function drawPickedCard(scene, canvas, lay, t, beat) {
  const k = scene.k;
  const rise = entry(k, scene.pickedIndex, t);
  if (!(rise > 0)) return;
  const c = canvas.copy();
  const slide = M.spring(beat - k.slideAt, k.slideSpring, k.slideDamping);
  const from = lay.slots[scene.pickedIndex];
  const center = P(M.lerp(from.x, lay.rest.x, slide), M.lerp(from.y, lay.rest.y, slide));
  const pop = 1 + 0.06 * M.bump(beat, k.pickAt, 0.18, 24);
  c.fade(M.clamp(rise * 2));
  c.translate(0, lay.cardRise * (1 - rise));
  c.scaleAround(M.lerp(lay.cardScale, lay.restScale, slide) * pop, center);
  drawCard(scene.picked, scene.style, c, center, M.spring(beat - k.pickAt, k.pickSpring));
  drawTap(scene, c, P(center.x, center.y - CARD.height / 2 + CARD.avatarCenterY), beat);
}

/** The finger that picks: a ring spreading from the avatar as the card is chosen. */
function drawTap(scene, canvas, point, beat) {
  const age = beat - scene.k.pickAt;
  const life = 0.45;
  if (!(age > 0 && age < life)) return;
  const kk = age / life;
  const ring = canvas.copy();
  ring.fade(0.8 * (1 - kk));
  ring.strokeCircle(point, CARD.avatarRadius + 4 + 22 * (1 - Math.pow(1 - kk, 3)), scene.picked.colors[ring.env.scheme].accent, 2);
}

function drawBoard(scene, canvas, lay, t, beat) {
  const k = scene.k;
  const rise = M.spring(beat - k.boardAt, k.boardSpring);
  if (!(rise > 0)) return;
  const c = canvas.copy();
  c.fade(M.clamp(rise * 1.3));
  c.translateInWholePixels(0, k.boardDrop * (1 - rise));
  const bounds = new Rect(lay.boardOrigin.x, lay.boardOrigin.y, 8 * lay.squareSide, 8 * lay.squareSide);
  c.shadow(bounds, 3, 3, 8);
  playBoard(c, t, { origin: lay.boardOrigin, side: lay.squareSide, plan: scene.board, theme: scene.theme, pieces: scene.pieces,
    orientation: scene.plan.orientation, coordinates: scene.plan.coordinates });
}

/** Near-black on a light chip, white on a dark one. */
export function ink(background) {
  const luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue;
  return luminance > 0.5 ? new Color(0.1, 0.1, 0.09) : Color.white;
}

/** "Your game with Sofía": names the game once the board is up. */
function drawCaption(scene, canvas, lay, beat) {
  const k = scene.k;
  const c = canvas.copy();
  c.fade(M.smooth(k.captionIn.start, k.captionIn.end, beat));
  textFitting(c, scene.plan.strings.title, lay.caption, TextStyle.make(12, 600), c.palette.secondaryText, lay.moveListAnchor, lay.moveListWidth);
}

/**
 * The score so far, as words placed once: "1." "e4" "e5", each shown as its piece lands.
 * Their places never depend on t, so nothing shifts as moves arrive. Pure, for the tests.
 */
export function moveListWords(plan, t, motion = BoardMotion.of(plan)) {
  const words = [];
  plan.steps.forEach((step, index) => {
    const shown = M.smooth(0, 0.2, t - arrivalTime(plan, index, motion));
    if (step.side === "white" || index === 0) {
      words.push({ text: `${step.moveNumber}.` + (step.side === "white" ? "" : ".."), number: true, shown, isMove: false });
    }
    words.push({ text: step.san, number: false, shown, isMove: true });
  });
  return words;
}

/** "1. e4 e5" under (or beside) the board, the latest on a chip; a long score drawn smaller to fit. */
function drawMoveList(scene, canvas, lay, t) {
  const style = TextStyle.make(lay.moveListSize, 600);
  const numberStyle = TextStyle.make(lay.moveListSize, 400);
  const words = moveListWords(scene.board, t).map((w) => ({ ...w, style: w.number ? numberStyle : style }));
  if (!words.some((w) => w.shown > 0)) return;
  const space = lay.moveListSize * 0.45;
  const widths = words.map((w) => canvas.measure(w.text, w.style).width);
  const total = widths.reduce((a, b) => a + b, 0) + space * Math.max(0, words.length - 1);
  const list = canvas.copy();
  if (total > lay.moveListWidth) list.scaleAround(lay.moveListWidth / total, lay.moveList);
  let x = lay.moveListAnchor === "center" ? lay.moveList.x - total / 2 : lay.moveListAnchor === "leading" ? lay.moveList.x : lay.moveList.x - total;
  let lastShown = -1;
  words.forEach((w, i) => { if (w.isMove && w.shown > 0) lastShown = i; });
  const chip = scene.theme[canvas.env.scheme].lastMoveLight;
  words.forEach((word, index) => {
    const w = list.copy();
    w.fade(word.shown);
    if (index === lastShown) {
      const rect = new Rect(x - 4, lay.moveList.y - lay.moveListSize * 0.72, widths[index] + 8, lay.moveListSize * 1.44);
      w.fillRoundedRect(rect, 5, chip);
      w.text(word.text, P(x, lay.moveList.y), word.style, ink(chip), "leading");
    } else {
      w.text(word.text, P(x, lay.moveList.y), word.style, word.isMove ? w.palette.text : w.palette.secondaryText, "leading");
    }
    x += widths[index] + space;
  });
}

export const CARD_STYLES = Object.freeze({
  name: TextStyle.make(14, 700),
  level: TextStyle.make(7.5, 700),
  rating: TextStyle.make(8.5, 600),
  tagline: TextStyle.make(7.5, 400, { italic: true }),
});

/**
 * A rival's card (BotCard.swift): avatar over a tinted header, name, level, rating, tagline,
 * each in the words the plan fitted to the card (`bot.card`: lines and a scale).
 */
export function drawCard(bot, style, canvas, center, picked = 0) {
  const c = canvas;
  const tint = bot.colors[c.env.scheme];
  const frame = Rect.centered(center, CARD.width, CARD.height);
  const top = frame.minY;

  c.shadow(frame, CARD.cornerRadius, 3, 8);
  c.fillRoundedRect(frame, CARD.cornerRadius, c.palette.surfaceRaised);
  c.fill(header(frame), tint.soft);
  c.strokeRoundedRect(frame, CARD.cornerRadius, c.palette.border, 1);

  const avatarCenter = P(center.x, top + CARD.avatarCenterY);
  c.fill(avatarOutline(style, avatarCenter, CARD.avatarRadius, 2.5), c.palette.surfaceRaised);
  drawAvatar(style, bot, c, avatarCenter, CARD.avatarRadius);

  lines(bot.card.name, c, P(center.x, top + 93), CARD_STYLES.name, c.palette.text);
  levelPill(bot, c, tint, P(center.x, top + 113));
  lines(bot.card.rating, c, P(center.x, top + 133), CARD_STYLES.rating, c.palette.text.withAlpha(0.8));
  lines(bot.card.tagline, c, P(center.x, top + 149), CARD_STYLES.tagline, c.palette.secondaryText);

  if (!(picked > 0)) return;
  const chosen = c.copy();
  chosen.fade(picked);
  chosen.strokeRoundedRect(frame.insetBy(-1), CARD.cornerRadius + 1, tint.accent, 2.5);
  const badge = P(frame.maxX - 12, top + 12);
  chosen.scaleAround(Math.max(0, picked), badge);
  chosen.circle(badge, 9, tint.accent);
  const tick = new Path();
  tick.move(P(badge.x - 4, badge.y + 0.2));
  tick.line(P(badge.x - 1.2, badge.y + 3));
  tick.line(P(badge.x + 4.2, badge.y - 3));
  chosen.stroke(tick, tint.ink, 1.8);
}

/** The offsets of a fitted text's lines about its centre, a line being 1.2 sizes apart. */
export function lineOffsets(count, size) {
  const step = size * 1.2;
  return Array.from({ length: count }, (_, index) => (index - (count - 1) / 2) * step);
}

/** Fitted text centred on `center`: its lines stacked about the centre, scaled by the fit. */
function lines(text, c, center, style, color) {
  const canvas = c.copy();
  if (text.scale < 1) canvas.scaleAround(text.scale, center);
  const offsets = lineOffsets(text.lines.length, style.size);
  text.lines.forEach((line, index) => canvas.text(line, P(center.x, center.y + offsets[index]), style, color));
}

function header(frame) {
  const r = CARD.cornerRadius;
  return new Path()
    .move(P(frame.minX, frame.minY + CARD.headerHeight))
    .line(P(frame.minX, frame.minY + r))
    .arc(P(frame.minX + r, frame.minY + r), r, Math.PI, 3 * Math.PI / 2)
    .arc(P(frame.maxX - r, frame.minY + r), r, -Math.PI / 2, 0)
    .line(P(frame.maxX, frame.minY + CARD.headerHeight))
    .close();
}

/** The level as a tinted pill with one to three dots, so it reads without the word too. */
function levelPill(bot, c, tint, center) {
  const level = bot.card.level;
  const style = level.scale < 1 ? TextStyle.make(CARD_STYLES.level.size * level.scale, 700) : CARD_STYLES.level;
  const label = level.lines[0];
  const textWidth = c.measure(label, style).width;
  const rank = LEVELS[bot.level].rank;
  const dotsWidth = rank * 4 + 3;
  const width = textWidth + dotsWidth + 14;
  const pill = Rect.centered(center, width, 14);
  c.fillRoundedRect(pill, 7, tint.accent.withAlpha(0.16));
  const x0 = pill.minX + 7;
  for (let i = 0; i < rank; i++) c.circle(P(x0 + 1.5 + i * 4, center.y), 1.5, tint.accent);
  c.text(label, P(x0 + dotsWidth, center.y), style, tint.accent, "leading");
}
