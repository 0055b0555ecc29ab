// The clock scene, ported line for line from Sources/ChessScenes/ClockScene.swift (+Layout,
// +MainSpring): a blitz finish; a press hands the move over and Black's flag falls.
import { M, P, Path, Rect, Posture, TextStyle, Color } from "../motion.js";
import { drawHinge } from "./hinge.js";

export const K = Object.freeze({
  fadeIn: { start: 0.0, end: 0.2 },
  fadeOut: { start: 5.4, end: 5.9 },
  riseAt: 0.05,
  riseSpring: 11.0,
  riseDrop: 18.0,
  whiteRunsAt: 0.5,
  whiteTimeLeft: 41.6,
  pressAt: 1.55,
  pressSpring: 22.0,
  pressDamping: 0.78,
  tapLife: 0.4,
  flagAt: 3.55,
  flagSpring: 13.0,
  resultAt: 3.8,
  digitsFamily: "DejaVu Sans Mono",
});

export const whiteTime = (k, t) => k.whiteTimeLeft - M.clamp(t - k.whiteRunsAt, 0, k.pressAt - k.whiteRunsAt);
export const blackTime = (k, t) => Math.max(0, k.flagAt - Math.max(t, k.pressAt));

/** "0:41" from twenty seconds up; tenths below, as blitz clocks show them ("0:01.4"). */
export function format(seconds) {
  const tenths = Math.floor(Math.max(0, seconds) * 10 + 1e-9);
  const two = (n) => String(n).padStart(2, "0");
  if (tenths >= 200) {
    const whole = Math.floor(tenths / 10);
    return `${Math.floor(whole / 60)}:` + two(whole % 60);
  }
  return "0:" + `${two(Math.floor(tenths / 10))}.${tenths % 10}`;
}

// ClockScene+Layout.swift.
const displaySize = [112, 64];
const side = (display, button, pad, label) => ({ display, button, pad, label });
const R = (x, y, w, h) => Rect.centered(P(x, y), w, h);

function single() {
  return {
    bodies: [R(180, 142, 272, 118)],
    white: side(R(114, 138, ...displaySize), R(114, 80, 56, 12), null, P(114, 186)),
    black: side(R(246, 138, ...displaySize), R(246, 80, 56, 12), null, P(246, 186)),
    results: [{ center: P(180, 240), title: "Black's flag fell", detail: "White wins on time" }],
    headline: P(180, 28), displayTextSize: 25, drawnHinge: null, flatPanel: null,
  };
}

function cover() {
  return {
    bodies: [R(180, 128, 348, 146)],
    white: side(R(94, 122, 160, 88), R(94, 50, 70, 14), null, P(94, 184)),
    black: side(R(266, 122, 160, 88), R(266, 50, 70, 14), null, P(266, 184)),
    results: [{ center: P(180, 236), title: "Black's flag fell", detail: "White wins on time" }],
    headline: null, displayTextSize: 36, drawnHinge: null, flatPanel: null,
  };
}

function split(panels) {
  const left = panels[0].center.x, right = panels[panels.length - 1].center.x;
  const one = (x) => side(R(x, 138, ...displaySize), R(x, 80, 56, 12), null, P(x, 186));
  return {
    bodies: [R(left, 142, 144, 118), R(right, 142, 144, 118)],
    white: one(left), black: one(right),
    results: [{ center: P(left, 240), title: "White wins", detail: "on time" },
      { center: P(right, 240), title: "Flag fell", detail: "Black ran out of time" }],
    headline: null, displayTextSize: 25, drawnHinge: null, flatPanel: null,
  };
}

function tabletop(posture, box) {
  const panels = Posture.panels(posture, box);
  const top = panels[0], bottom = panels[panels.length - 1];
  const faceY = top.center.y - 8;
  const padY = bottom.center.y;
  const padSize = [140, bottom.height - 36];
  const hinge = Posture.hinge(posture, box);
  const band = Posture.hingeRect(hinge, box);
  const flat = new Rect(-box.width, band.maxY, box.width * 3, box.height * 2);
  return {
    bodies: [R(180, faceY, 300, 86)],
    white: side(R(106, faceY, 128, 58), null, R(106, padY, ...padSize), P(106, padY)),
    black: side(R(254, faceY, 128, 58), null, R(254, padY, ...padSize), P(254, padY)),
    results: [{ center: P(180, top.maxY - 10), title: "Black's flag fell · White wins on time", detail: "" }],
    headline: null, displayTextSize: 26, drawnHinge: hinge, flatPanel: flat,
  };
}

function layout(posture, box) {
  switch (posture) {
    case "closed": return cover();
    case "open": return split(Posture.panels(posture, box));
    case "tabletop": return tabletop(posture, box);
    default: return single();
  }
}

function draw(canvas, t, env) {
  const k = env.k;
  const c = canvas.copy();
  c.fade(M.smooth(k.fadeIn.start, k.fadeIn.end, t) * (1 - M.smooth(k.fadeOut.start, k.fadeOut.end, t)));
  const lay = layout(env.posture, c.box);

  if (lay.flatPanel) c.fillRect(lay.flatPanel, c.palette.surface.withAlpha(0.55));
  if (lay.drawnHinge) drawHinge(lay.drawnHinge, c);
  if (lay.headline) {
    const h = c.copy();
    h.fade(M.smooth(0.15, 0.5, t));
    h.text("The last seconds of a blitz game", lay.headline, TextStyle.caption(11), h.palette.secondaryText);
  }

  const rise = M.spring(t - k.riseAt, k.riseSpring);
  const clock = c.copy();
  clock.fade(M.clamp(rise * 1.4));
  clock.translate(0, k.riseDrop * (1 - rise));
  drawClock(k, clock, lay, t);
  drawResult(k, c, lay, t);
}

function drawClock(k, c, lay, t) {
  const press = M.spring(t - k.pressAt, k.pressSpring, k.pressDamping);
  const flag = M.smooth(k.flagAt, k.flagAt + 0.15, t);
  drawControl(k, c, lay.white, press, "White", Color.white, t, true);
  drawControl(k, c, lay.black, 1 - press, "Black", Color.black, t, false);

  for (const body of lay.bodies) {
    c.shadow(body, 20, 4, 10);
    c.fillRoundedRect(body, 20, c.palette.surfaceRaised);
    c.strokeRoundedRect(body, 20, c.palette.border, 1.2);
  }
  const handover = M.clamp(press);
  drawDisplay(k, c, lay.white.display, format(whiteTime(k, t)), 1 - handover, 0, lay.displayTextSize);
  drawDisplay(k, c, lay.black.display, format(blackTime(k, t)), handover * (1 - flag), flag, lay.displayTextSize);
  drawFlag(k, c, lay.black.display, t);
  if (lay.white.pad === null) {
    for (const [s, name, stone] of [[lay.white, "White", Color.white], [lay.black, "Black", Color.black]]) {
      sideLabel(c, name, stone, s.label);
    }
  }
}

function drawControl(k, c, s, down, label, stone, t, tapped) {
  const pressedColor = c.palette.border;
  const raisedColor = c.palette.accent;
  if (s.button) {
    const kk = M.clamp(down);
    const button = s.button;
    const lever = new Rect(button.minX, button.minY + 5 * down, button.width, button.height);
    c.fillRoundedRect(Rect.centered(P(button.center.x, button.maxY + 4), 10, 10), 2, c.palette.border);
    c.fillRoundedRect(lever, button.height / 2, raisedColor.mixed(pressedColor, kk));
    if (tapped) drawTap(k, c, P(lever.center.x, lever.minY), t);
  }
  if (s.pad) {
    const kk = M.clamp(down);
    const pad = s.pad;
    const rect = new Rect(pad.minX, pad.minY + 2 * down, pad.width, pad.height);
    c.shadow(rect, 18, 3 * (1 - kk), 8 * (1 - kk) + 2);
    c.fillRoundedRect(rect, 18, c.palette.surfaceRaised.mixed(c.palette.border, 0.5 * kk));
    c.strokeRoundedRect(rect, 18, c.palette.accent.withAlpha(0.35 + 0.4 * (1 - kk)), 1.5);
    const hinted = 1 - M.smooth(k.flagAt, k.flagAt + 0.2, t);
    sideLabel(c, label, stone, P(rect.center.x, rect.center.y - 6 * hinted));
    const hint = c.copy();
    hint.fade(hinted);
    hint.text(kk > 0.5 ? "waiting" : "tap when you've moved", P(rect.center.x, rect.center.y + 12),
      TextStyle.caption(8), c.palette.secondaryText);
    if (tapped) drawTap(k, c, rect.center, t);
  }
}

function drawTap(k, c, point, t) {
  const age = t - k.pressAt;
  if (!(age > 0 && age < k.tapLife)) return;
  const kk = age / k.tapLife;
  const ring = c.copy();
  ring.fade(1 - kk);
  ring.strokeCircle(point, 6 + 24 * (1 - Math.pow(1 - kk, 3)), ring.palette.accent, 2);
}

function drawDisplay(k, c, rect, time, active, flagged, textSize) {
  const idle = c.palette.surface.mixed(c.palette.background, 0.5);
  let fill = idle.mixed(c.palette.accent, M.clamp(active));
  fill = fill.mixed(c.palette.danger, flagged);
  c.fillRoundedRect(rect, 12, fill);
  c.strokeRoundedRect(rect, 12, c.palette.border, 1);
  const lit = Math.max(M.clamp(active), flagged);
  const textColor = c.palette.text.mixed(Color.white, lit);
  c.text(time, P(rect.center.x, rect.center.y + 1), TextStyle.make(textSize, 700, { family: k.digitsFamily }), textColor);
}

function drawFlag(k, c, display, t) {
  const drop = M.spring(t - k.flagAt, k.flagSpring);
  if (!(drop > 0)) return;
  const f = c.copy();
  f.fade(M.clamp(drop * 3));
  const base = P(display.maxX - 14, display.minY + 22);
  f.rotateAround(-1.1 * (1 - drop), base);
  f.line(base, P(base.x, base.y - 16), Color.white, 1.6);
  f.fill(Path.polygon([P(base.x, base.y - 16), P(base.x + 9, base.y - 12.5), P(base.x, base.y - 9)]), Color.white);
}

function sideLabel(c, name, stone, point) {
  const style = TextStyle.make(11, 600);
  const width = c.measure(name, style).width;
  const dot = P(point.x - width / 2 - 5, point.y);
  c.circle(dot, 4.5, stone);
  c.strokeCircle(dot, 4.5, c.palette.secondaryText, 1);
  c.text(name, P(point.x + 5, point.y), style, c.palette.text);
}

function drawResult(k, canvas, lay, t) {
  const shown = M.smooth(k.resultAt, k.resultAt + 0.3, t);
  if (!(shown > 0)) return;
  for (const result of lay.results) {
    const r = canvas.copy();
    r.fade(shown);
    r.translate(0, 6 * (1 - shown));
    if (result.detail === "") {
      r.text(result.title, result.center, TextStyle.make(11, 700), r.palette.text);
    } else {
      r.text(result.title, P(result.center.x, result.center.y - 8), TextStyle.make(15, 700), r.palette.text);
      r.text(result.detail, P(result.center.x, result.center.y + 10), TextStyle.caption(10), r.palette.secondaryText);
    }
  }
}

M.define("clock", {
  dur: 6.0,
  still: 4.6,
  k: K,
  // ClockScene+MainSpring.swift: the press that hands the move over, w 22 at 1.55 s.
  main: { w: "pressSpring", damping: "pressDamping", start: "pressAt", role: "the button press" },
  draw,
});
