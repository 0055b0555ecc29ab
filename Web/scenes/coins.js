// The coins scene, ported line for line from Sources/ChessScenes/CoinsScene.swift (+Layout,
// +MainSpring): every game played is a coin; ten coins forge the first badge.
import { M, P, Path, Rect, Posture, TextStyle } from "../motion.js";

export const K = Object.freeze({
  fadeIn: { start: 0.0, end: 0.25 },
  fadeOut: { start: 5.4, end: 5.9 },
  ringCenter: P(180, 124),
  ringRadius: 88.0,
  coinCount: 10,
  coinRadius: 10.5,
  firstCoin: 0.35,
  coinInterval: 0.2,
  coinDrop: 64.0,
  coinSpring: 16.0,
  coinDamping: 0.78,
  forgeStart: 2.75,
  meltEnd: 3.05,
  badgeFlip: 3.0,
  badgeSpring: 10.0,
  badgeRadius: 42.0,
  sparksStart: 3.05,
  sparksLife: 0.9,
  sparkCount: 12,
  resultAt: 3.45,
  headlineY: 18.0,
  counterY: 252.0,
});

const coinTime = (k, i) => k.firstCoin + k.coinInterval * i;

function coinPlace(k, i) {
  const angle = -Math.PI / 2 + i * 2 * Math.PI / k.coinCount;
  return P(k.ringCenter.x + k.ringRadius * Math.cos(angle), k.ringCenter.y + k.ringRadius * Math.sin(angle));
}

/** Where the ring and the words go for a posture (CoinsScene+Layout.swift). */
function layout(k, posture, box) {
  const panels = Posture.panels(posture, box);
  switch (posture) {
    case "open": {
      const left = panels[0], right = panels[panels.length - 1];
      return { ringCenter: left.center, ringScale: 0.78, headline: P(right.center.x, right.center.y - 34),
        counter: P(right.center.x, right.center.y + 12), textScale: 0.9 };
    }
    case "tabletop": {
      const top = panels[0], bottom = panels[panels.length - 1];
      return { ringCenter: P(top.center.x, top.center.y + 2), ringScale: 0.62, headline: P(bottom.center.x, bottom.minY + 28),
        counter: P(bottom.center.x, bottom.center.y + 18), textScale: 1 };
    }
    default:
      return { ringCenter: k.ringCenter, ringScale: 1, headline: P(180, k.headlineY), counter: P(180, k.counterY), textScale: 1 };
  }
}

function placeRing(k, lay, c) {
  if (lay.ringCenter.x === k.ringCenter.x && lay.ringCenter.y === k.ringCenter.y && lay.ringScale === 1) return;
  c.translate(lay.ringCenter.x, lay.ringCenter.y);
  c.scale(lay.ringScale);
  c.translate(-k.ringCenter.x, -k.ringCenter.y);
}

function draw(canvas, t, env) {
  const k = env.k;
  const c = canvas.copy();
  c.fade(M.smooth(k.fadeIn.start, k.fadeIn.end, t) * (1 - M.smooth(k.fadeOut.start, k.fadeOut.end, t)));
  const lay = layout(k, env.posture, c.box);
  drawHeadline(c, t, lay.headline, lay.textScale);
  const ring = c.copy();
  placeRing(k, lay, ring);
  drawRing(k, ring, t);
  drawSparks(k, ring, t);
  drawBadge(k, ring, t);
  drawCounter(k, c, t, lay.counter, lay.textScale);
}

function drawHeadline(canvas, t, point, scale) {
  const c = canvas.copy();
  c.fade(M.smooth(0.1, 0.5, t));
  if (scale !== 1) c.scaleAround(scale, point);
  c.text("Every game you play is a coin", point, TextStyle.caption(11), c.palette.secondaryText);
}

function drawRing(k, canvas, t) {
  const melt = M.smooth(k.forgeStart, k.meltEnd, t);
  if (!(melt < 1)) return;
  const pull = M.smooth(k.forgeStart, k.meltEnd + 0.15, t);
  const radius = M.lerp(k.ringRadius, k.badgeRadius * 0.6, pull);
  const filled = landedCoins(k, t) / k.coinCount;
  const guide = canvas.copy();
  guide.fade(M.smooth(0.2, 0.6, t) * (1 - melt));
  guide.strokeCircle(k.ringCenter, radius, guide.palette.border, 2);
  guide.stroke(arc(k, radius, filled), guide.palette.gold, 2.5);

  for (let i = 0; i < k.coinCount; i++) {
    const ti = coinTime(k, i);
    if (!(t > ti)) continue;
    const coin = canvas.copy();
    coin.fade(M.clamp((t - ti) * 6) * (1 - melt));
    const place = coinPlace(k, i);
    const drop = M.spring(t - ti, k.coinSpring, k.coinDamping);
    const resting = P(place.x, place.y - k.coinDrop * (1 - drop));
    const shrink = radius / k.ringRadius;
    const center = P(k.ringCenter.x + (resting.x - k.ringCenter.x) * shrink, k.ringCenter.y + (resting.y - k.ringCenter.y) * shrink);
    drawCoin(coin, center, k.coinRadius * (1 - 0.35 * pull));
  }
}

function drawCoin(c, center, radius) {
  c.circle(P(center.x, center.y + 1.2), radius, c.palette.shadow);
  c.circle(center, radius, c.palette.accent);
  c.strokeCircle(center, radius * 0.72, c.palette.accentSoft.withAlpha(0.8), 1.2);
  c.fill(Path.star(center, 5, radius * 0.42, radius * 0.18), c.palette.accentSoft);
}

function drawSparks(k, canvas, t) {
  const age = t - k.sparksStart;
  if (!(age > 0 && age < k.sparksLife)) return;
  const p = age / k.sparksLife;
  const travel = 1 - Math.pow(1 - p, 3);
  for (let i = 0; i < k.sparkCount; i++) {
    const angle = 0.26 + i * 2 * Math.PI / k.sparkCount;
    const reach = i % 2 === 0 ? 96.0 : 74.0;
    const distance = 34 + (reach - 34) * travel;
    const center = P(k.ringCenter.x + distance * Math.cos(angle), k.ringCenter.y + distance * Math.sin(angle));
    const spark = canvas.copy();
    spark.fade(1 - p);
    const size = 1.5 + 3.5 * (1 - p);
    spark.fill(Path.star(center, 4, size, size * 0.35, angle), spark.palette.gold);
  }
}

function drawBadge(k, canvas, t) {
  const rise = M.spring(t - k.badgeFlip, k.badgeSpring);
  if (!(rise > 0)) return;
  const c = canvas.copy();
  c.fade(M.clamp(rise * 2));
  const face = Math.max(0.02, Math.min(rise, 1.08));
  c.scaleXYAround(face, 1, k.ringCenter);
  c.scaleAround(M.lerp(0.55, 1, rise), k.ringCenter);
  const center = k.ringCenter;
  const r = k.badgeRadius;

  for (const side of [-1.0, 1.0]) {
    const tail = Path.polygon([
      P(center.x + side * 10, center.y + r * 0.55),
      P(center.x + side * 30, center.y + r * 1.35),
      P(center.x + side * 21, center.y + r * 1.25),
      P(center.x + side * 16, center.y + r * 1.5),
      P(center.x + side * 2, center.y + r * 0.7),
    ]);
    c.fill(tail, c.palette.accent);
  }
  c.circle(P(center.x, center.y + 2.5), r, c.palette.shadow);
  c.circle(center, r, c.palette.goldDeep);
  c.circle(center, r - 3.5, c.palette.gold);
  c.strokeCircle(center, r - 9, c.palette.goldDeep.withAlpha(0.55), 1.4);
  c.fill(Path.star(P(center.x, center.y - 4), 5, 19, 8), c.palette.surface);
  c.text("10", P(center.x, center.y + 21), TextStyle.make(9, 700), c.palette.goldDeep);
}

function drawCounter(k, canvas, t, point, scale) {
  const result = M.smooth(k.resultAt, k.resultAt + 0.25, t);
  const base = canvas.copy();
  if (scale !== 1) base.scaleAround(scale, point);
  const counting = base.copy();
  counting.fade(M.smooth(0.3, 0.6, t) * (1 - result));
  const landed = landedCoins(k, t);
  counting.text(`${landed} of ${k.coinCount} games`, point, TextStyle.make(15, 600), counting.palette.text);

  if (!(result > 0)) return;
  const earned = base.copy();
  earned.fade(result);
  earned.scaleAround(1 + 0.12 * M.bump(t, k.resultAt, 0.18, 26), point);
  earned.text("First badge forged", P(point.x, point.y - 6), TextStyle.make(15, 700), earned.palette.text);
  earned.text("10 games played", P(point.x, point.y + 12), TextStyle.caption(10), earned.palette.secondaryText);
}

/** Coins that have landed: a coin counts once its spring has passed its first peak. */
function landedCoins(k, t) {
  const peak = M.springPeak(k.coinSpring, k.coinDamping).time;
  let n = 0;
  for (let i = 0; i < k.coinCount; i++) if (t >= coinTime(k, i) + peak) n++;
  return n;
}

function arc(k, radius, fraction) {
  const p = new Path();
  if (!(fraction > 0)) return p;
  const start = -Math.PI / 2;
  return p.arc(k.ringCenter, radius, start, start + 2 * Math.PI * fraction);
}

M.define("coins", {
  dur: 6.0,
  still: 4.4,
  k: K,
  // CoinsScene+MainSpring.swift: the coin drop, w 16 from the first coin at 0.35 s.
  main: { w: "coinSpring", damping: "coinDamping", start: "firstCoin", role: "the first coin's drop" },
  draw,
});
