// The bots scene, ported line for line from Sources/ChessScenes/BotsScene.swift (+Layout,
// +MainSpring) and BotCard.swift: three rivals; Sofía is picked and answers 1.e4 with 1...e5.
//
// What the scene is about comes from data, so a script or a locale can later supply it: the
// rivals from Bots/bots.json (one per level, weakest first), the picked level, the moves from
// the board plan the tool exports (plans/bots.json: ChessCore resolved them), the words from
// STRINGS. The timings and the drawing are the scene's own.
import { M, P, Path, Rect, Posture, TextStyle, Color } from "../motion.js";
import { playBoard, arrivalTime, BoardMotion } from "../board.js";
import { avatarOutline, drawAvatar, LEVELS } from "./avatars.js";

export const K = Object.freeze({
  fadeIn: { start: 0.0, end: 0.2 },
  fadeOut: { start: 5.45, end: 5.95 },
  slotsX: [62.0, 180.0, 298.0],
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
  pickedLevel: "intermediate",
});

export const STRINGS = Object.freeze({
  headline: "Choose your rival",
  caption: (name) => `Your game with ${name}`,
  rating: (rating) => `Rating ${rating}`,
  level: (level) => LEVELS[level].displayName,
});

/** BotCard.swift's dimensions. */
export const CARD = Object.freeze({ width: 104, height: 168, cornerRadius: 14.0, headerHeight: 60.0, avatarRadius: 27.0, avatarCenterY: 48.0 });

/** One bot per level, weakest first: the first of each level in the file's order. */
export function rivals(bots) {
  return Object.keys(LEVELS).map((level) => {
    const bot = bots.find((b) => b.level === level);
    if (!bot) throw new Error(`bots scene: no bot at level ${level}`);
    return bot;
  });
}

/** Where the parts go for a posture (BotsScene+Layout.swift). */
export function layout(k, posture, box) {
  const panels = Posture.panels(posture, box);
  switch (posture) {
    case "open": {
      const left = panels[0], right = panels[panels.length - 1];
      const scale = 0.72;
      const cardWidth = CARD.width * scale;
      const gap = (left.width - 2 * cardWidth) / 3;
      const y = left.center.y;
      const side = 20.0;
      return {
        slots: [P(left.minX + gap + cardWidth / 2, y), P(left.maxX - gap - cardWidth / 2, y), P(right.center.x, y)],
        cardScale: scale, rest: left.center, restScale: 1, cardRise: k.cardRise, leaveDrop: k.leaveDrop,
        boardOrigin: P(right.center.x - 4 * side, right.center.y - 4 * side), squareSide: side,
        headline: P(left.center.x, 34), moveList: P(right.center.x, right.center.y + 4 * side + 18),
        moveListAnchor: "center", moveListSize: 12, caption: P(right.center.x, right.center.y - 4 * side - 20),
      };
    }
    case "tabletop": {
      const top = panels[0], bottom = panels[panels.length - 1];
      const scale = (top.height - 10) / CARD.height;
      const side = Math.floor((bottom.height - 4) / 8);
      const cardWidth = CARD.width * scale;
      const y = top.center.y;
      const room = top.maxY - (y + CARD.height * scale / 2);
      return {
        slots: [P(180 - cardWidth - 22, y), P(180, y), P(180 + cardWidth + 22, y)],
        cardScale: scale, rest: P(80, y), restScale: scale, cardRise: room, leaveDrop: room,
        boardOrigin: P(180 - 4 * side, bottom.center.y - 4 * side), squareSide: side,
        headline: P(180, bottom.center.y), moveList: P(80 + cardWidth / 2 + 26, y),
        moveListAnchor: "leading", moveListSize: 16, caption: P(80 + cardWidth / 2 + 26, y - 26),
      };
    }
    default: {
      const boardSide = k.squareSide * 8;
      return {
        slots: k.slotsX.map((x) => P(x, k.cardCenterY)), cardScale: 1, rest: P(k.restX, k.cardCenterY), restScale: 1,
        cardRise: k.cardRise, leaveDrop: k.leaveDrop, boardOrigin: k.boardOrigin, squareSide: k.squareSide,
        headline: P(180, 22), moveList: P(k.boardOrigin.x + boardSide / 2, k.boardOrigin.y + boardSide + 19),
        moveListAnchor: "center", moveListSize: 12, caption: P(k.boardOrigin.x + boardSide / 2, k.boardOrigin.y - 20),
      };
    }
  }
}

function draw(canvas, t, env) {
  const k = env.k;
  const scene = {
    k, env,
    rivals: rivals(env.assets.bots),
    plan: env.assets.plans.bots,
    theme: env.assets.theme,
    pieces: env.assets.pieces,
    style: env.assets.avatars,
  };
  scene.pickedIndex = Math.max(0, scene.rivals.findIndex((b) => b.level === k.pickedLevel));
  scene.picked = scene.rivals[scene.pickedIndex];
  const c = canvas.copy();
  c.fade(M.smooth(k.fadeIn.start, k.fadeIn.end, t) * (1 - M.smooth(k.fadeOut.start, k.fadeOut.end, t)));
  const lay = layout(k, env.posture, c.box);
  drawHeadline(scene, c, lay, t);
  drawBoard(scene, c, lay, t);
  scene.rivals.forEach((_, index) => { if (index !== scene.pickedIndex) drawLeavingCard(scene, c, index, lay, t); });
  drawPickedCard(scene, c, lay, t);
  drawMoveList(scene, c, lay, t);
  drawCaption(scene, c, lay, t);
}

const entry = (k, index, t) => M.spring(t - k.cardsEnter - k.cardStagger * index, k.cardSpring);

function drawHeadline({ k }, canvas, lay, t) {
  const c = canvas.copy();
  c.fade(M.smooth(0.1, 0.45, t) * (1 - M.smooth(k.leave.start, k.leave.end, t)));
  c.text(STRINGS.headline, lay.headline, TextStyle.make(12, 600), c.palette.secondaryText);
}

function drawLeavingCard(scene, canvas, index, lay, t) {
  const k = scene.k;
  const rise = entry(k, index, t);
  const gone = M.smooth(k.leave.start, k.leave.end, t);
  if (!(rise > 0 && gone < 1)) return;
  const c = canvas.copy();
  const slot = lay.slots[index];
  c.fade(M.clamp(rise * 2) * (1 - gone));
  c.translate(0, lay.cardRise * (1 - rise) + lay.leaveDrop * gone);
  c.scaleAround(lay.cardScale * (1 - 0.08 * gone), slot);
  drawCard(scene.rivals[index], scene.style, c, slot);
}

function drawPickedCard(scene, canvas, lay, t) {
  const k = scene.k;
  const rise = entry(k, scene.pickedIndex, t);
  if (!(rise > 0)) return;
  const c = canvas.copy();
  const slide = M.spring(t - k.slideAt, k.slideSpring, k.slideDamping);
  const from = lay.slots[scene.pickedIndex];
  const center = P(M.lerp(from.x, lay.rest.x, slide), M.lerp(from.y, lay.rest.y, slide));
  const pop = 1 + 0.06 * M.bump(t, k.pickAt, 0.18, 24);
  c.fade(M.clamp(rise * 2));
  c.translate(0, lay.cardRise * (1 - rise));
  c.scaleAround(M.lerp(lay.cardScale, lay.restScale, slide) * pop, center);
  drawCard(scene.picked, scene.style, c, center, M.spring(t - k.pickAt, k.pickSpring));
  drawTap(scene, c, P(center.x, center.y - CARD.height / 2 + CARD.avatarCenterY), t);
}

function drawTap(scene, canvas, point, t) {
  const age = t - scene.k.pickAt;
  const life = 0.45;
  if (!(age > 0 && age < life)) return;
  const kk = age / life;
  const ring = canvas.copy();
  ring.fade(0.8 * (1 - kk));
  ring.strokeCircle(point, CARD.avatarRadius + 4 + 22 * (1 - Math.pow(1 - kk, 3)), scene.picked.colors[ring.env.scheme].accent, 2);
}

function drawBoard(scene, canvas, lay, t) {
  const k = scene.k;
  const rise = M.spring(t - k.boardAt, k.boardSpring);
  if (!(rise > 0)) return;
  const c = canvas.copy();
  c.fade(M.clamp(rise * 1.3));
  c.translate(0, k.boardDrop * (1 - rise));
  const bounds = new Rect(lay.boardOrigin.x, lay.boardOrigin.y, 8 * lay.squareSide, 8 * lay.squareSide);
  c.shadow(bounds, 3, 3, 8);
  playBoard(c, t, { origin: lay.boardOrigin, side: lay.squareSide, plan: scene.plan, theme: scene.theme, pieces: scene.pieces });
}

/** Near-black on a light chip, white on a dark one. */
export function ink(background) {
  const luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue;
  return luminance > 0.5 ? new Color(0.1, 0.1, 0.09) : Color.white;
}

function drawCaption(scene, canvas, lay, t) {
  const k = scene.k;
  const c = canvas.copy();
  c.fade(M.smooth(k.captionIn.start, k.captionIn.end, t));
  c.text(STRINGS.caption(scene.picked.name), lay.caption, TextStyle.make(12, 600), c.palette.secondaryText, lay.moveListAnchor);
}

/** "1. e4 e5" under (or beside) the board, each move appearing as its piece lands. */
function drawMoveList(scene, canvas, lay, t) {
  const style = TextStyle.make(lay.moveListSize, 600);
  const numberStyle = TextStyle.make(lay.moveListSize, 400);
  const motion = new BoardMotion();
  const words = [];
  scene.plan.steps.forEach((step, index) => {
    const shown = M.smooth(0, 0.2, t - arrivalTime(scene.plan, index, motion));
    if (step.side === "white" || index === 0) {
      words.push({ text: `${step.moveNumber}.` + (step.side === "white" ? "" : ".."), style: numberStyle, shown, isMove: false });
    }
    words.push({ text: step.san, style, shown, isMove: true });
  });
  if (!words.some((w) => w.shown > 0)) return;
  const space = lay.moveListSize * 0.45;
  const widths = words.map((w) => canvas.measure(w.text, w.style).width);
  const total = widths.reduce((a, b) => a + b, 0) + space * Math.max(0, words.length - 1);
  let x = lay.moveListAnchor === "center" ? lay.moveList.x - total / 2 : lay.moveListAnchor === "leading" ? lay.moveList.x : lay.moveList.x - total;
  let lastShown = -1;
  words.forEach((w, i) => { if (w.isMove && w.shown > 0) lastShown = i; });
  const chip = scene.theme[canvas.env.scheme].lastMoveLight;
  words.forEach((word, index) => {
    const w = canvas.copy();
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

/** A rival's card (BotCard.swift): avatar over a tinted header, name, level, rating, tagline. */
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

  c.text(bot.name, P(center.x, top + 93), TextStyle.make(14, 700), c.palette.text);
  levelPill(bot, c, tint, P(center.x, top + 113));
  c.text(STRINGS.rating(bot.rating), P(center.x, top + 133), TextStyle.make(8.5, 600), c.palette.text.withAlpha(0.8));
  c.text(bot.tagline, P(center.x, top + 149), TextStyle.make(7.5, 400, { italic: true }), c.palette.secondaryText);

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

function levelPill(bot, c, tint, center) {
  const style = TextStyle.make(7.5, 700);
  const label = STRINGS.level(bot.level).toUpperCase();
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

M.define("bots", {
  dur: 6.0,
  still: 4.6,
  speed: 1.2,
  k: K,
  // BotsScene+MainSpring.swift: Sofía's card sliding aside, w 9 at 2.0 s.
  main: { w: "slideSpring", damping: "slideDamping", start: "slideAt", role: "Sofía's card sliding aside" },
  needs: ["bots", "plans.bots", "theme", "pieces", "avatars"],
  draw,
});
