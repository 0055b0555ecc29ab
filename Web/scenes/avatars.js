// Bot avatars, drawn in code from the bot data (Bots/bots.json), ported line for line from
// Sources/ChessScenes/IllustratedAvatar.swift, MonogramAvatar.swift, GlyphAvatar.swift and
// AvatarStyle.swift: every hair style and glyph the bots file may name.
import { P, Path, Rect, TextStyle, Color } from "../motion.js";

export const AVATAR_STYLES = Object.freeze(["illustrated", "monogram", "glyph"]);
export const LEVELS = Object.freeze({
  beginner: { displayName: "Beginner", rank: 1 },
  intermediate: { displayName: "Intermediate", rank: 2 },
  advanced: { displayName: "Advanced", rank: 3 },
});

/** Bots/bots.json read into bots with parsed colours (BotRoster+Loading.swift's shape). */
export function readBots(json) {
  const tint = (t) => ({ accent: Color.hex(t.accent), soft: Color.hex(t.soft), ink: Color.hex(t.ink) });
  return json.bots.map((b) => {
    if (!LEVELS[b.level]) throw new Error(`bots: ${b.id}.level "${b.level}" is not a level`);
    return {
      ...b,
      colors: { light: tint(b.colors.light), dark: tint(b.colors.dark) },
      face: { ...b.face, skin: Color.hex(b.face.skin), hair: Color.hex(b.face.hair), extras: new Set(b.face.extras) },
      initial: b.name.length ? [...b.name][0].toUpperCase() : "?",
    };
  });
}

export const tileSide = (radius) => radius * 1.76;
export const tileCorner = (radius) => radius * 0.5;

/** The avatar's silhouette grown by `grow`: what a card cuts out around it. */
export function avatarOutline(style, center, radius, grow = 0) {
  if (style === "glyph") {
    const s = tileSide(radius) + 2 * grow;
    return Path.roundedRect(Rect.centered(center, s, s), tileCorner(radius) + grow);
  }
  return Path.circle(center, radius + grow);
}

export function drawAvatar(style, bot, c, center, radius) {
  const tint = bot.colors[c.env.scheme];
  if (style === "monogram") monogram(bot, tint, c, center, radius);
  else if (style === "glyph") glyph(bot, tint, c, center, radius);
  else illustrated(bot, tint, c, center, radius);
}

// --- Illustrated --------------------------------------------------------------------------------

function illustrated(bot, tint, c, center, unit) {
  const face = bot.face;
  const ink = face.skin.mixed(new Color(0.12, 0.06, 0.04), 0.8);
  const shade = face.skin.mixed(new Color(0.35, 0.15, 0.1), 0.22);
  const headCenter = { x: 0.0, y: -0.1 };
  const headRadius = { x: 0.33, y: 0.39 };
  const eyeY = -0.1, eyeX = 0.125;
  const headZoom = 1.16, headDrop = 0.03;
  const p = (x, y) => P(center.x + x * headZoom * unit, center.y + (y * headZoom + headDrop) * unit);
  const rim = (x, y) => P(center.x + x * unit, center.y + y * unit);
  const len = (k) => k * headZoom * unit;
  const headArc = (a, b, grow = 0, steps = 24) => {
    const points = [];
    for (let i = 0; i <= steps; i++) {
      const angle = a + (b - a) * i / steps;
      points.push(p(headCenter.x + (headRadius.x + grow) * Math.cos(angle), headCenter.y + (headRadius.y + grow) * Math.sin(angle)));
    }
    return points;
  };

  const body = () => {
    const meet = 0.62, edge = Math.sqrt(1 - meet * meet);
    const path = new Path();
    path.move(rim(-edge, meet));
    path.curve(rim(-0.14, 0.38), rim(-0.62, 0.4), rim(-0.36, 0.36));
    path.curve(rim(0.14, 0.38), rim(-0.06, 0.5), rim(0.06, 0.5));
    path.curve(rim(edge, meet), rim(0.36, 0.36), rim(0.62, 0.4));
    path.arc(center, unit, Math.asin(meet), Math.PI - Math.asin(meet));
    path.close();
    c.fill(path, tint.accent);
    const neck = new Path();
    neck.move(rim(-0.14, 0.38));
    neck.curve(rim(0.14, 0.38), rim(-0.06, 0.5), rim(0.06, 0.5));
    neck.curve(rim(-0.14, 0.38), rim(0.05, 0.43), rim(-0.05, 0.43));
    c.fill(neck, shade);
  };

  const tuft = () => {
    let points = headArc(Math.PI * 0.96, Math.PI * 2.04, 0.035);
    points = points.concat([p(0.3, -0.22), p(0.22, -0.3), p(0.14, -0.24), p(0.04, -0.32), p(-0.06, -0.25),
      p(-0.16, -0.33), p(-0.24, -0.24), p(-0.32, -0.18)]);
    c.fill(Path.polygon(points), face.hair);
    const curl = new Path();
    curl.move(p(-0.04, -0.46));
    curl.curve(p(0.1, -0.7), p(-0.08, -0.58), p(0.02, -0.68));
    curl.curve(p(0.14, -0.56), p(0.17, -0.72), p(0.2, -0.62));
    curl.curve(p(0.08, -0.46), p(0.1, -0.55), p(0.08, -0.5));
    curl.close();
    c.fill(curl, face.hair);
  };

  const longHairBehind = () => {
    const path = new Path();
    path.move(p(-0.4, -0.2));
    path.curve(p(0, -0.56), p(-0.42, -0.46), p(-0.22, -0.58));
    path.curve(p(0.4, -0.2), p(0.22, -0.58), p(0.42, -0.46));
    path.curve(p(0.5, 0.42), p(0.44, 0.06), p(0.52, 0.24));
    path.curve(p(-0.5, 0.42), p(0.2, 0.56), p(-0.2, 0.56));
    path.curve(p(-0.4, -0.2), p(-0.52, 0.24), p(-0.44, 0.06));
    path.close();
    c.fill(path, face.hair);
  };

  const longHairFront = () => {
    const path = new Path();
    path.move(p(-0.37, 0.02));
    path.curve(p(0, -0.53), p(-0.42, -0.32), p(-0.24, -0.53));
    path.curve(p(0.37, 0.02), p(0.24, -0.53), p(0.42, -0.32));
    path.curve(p(0.3, -0.2), p(0.33, -0.08), p(0.33, -0.15));
    path.curve(p(-0.27, -0.1), p(0.14, -0.36), p(-0.12, -0.3));
    path.curve(p(-0.3, 0.02), p(-0.3, -0.06), p(-0.3, -0.02));
    path.close();
    c.fill(path, face.hair);
  };

  const swept = () => {
    const path = new Path();
    path.move(p(-0.35, -0.04));
    path.curve(p(-0.1, -0.54), p(-0.4, -0.3), p(-0.3, -0.52));
    path.curve(p(0.35, -0.04), p(0.24, -0.58), p(0.42, -0.32));
    path.line(p(0.3, -0.04));
    path.curve(p(0.14, -0.34), p(0.3, -0.24), p(0.24, -0.32));
    path.curve(p(-0.12, -0.36), p(0.04, -0.36), p(-0.04, -0.34));
    path.curve(p(-0.3, -0.04), p(-0.24, -0.36), p(-0.3, -0.24));
    path.close();
    c.fill(path, face.hair);
  };

  const bun = () => {
    c.circle(p(0, -0.6), len(0.17), face.hair);
    const path = new Path();
    path.move(p(-0.36, -0.02));
    path.curve(p(0, -0.52), p(-0.4, -0.34), p(-0.22, -0.52));
    path.curve(p(0.36, -0.02), p(0.22, -0.52), p(0.4, -0.34));
    path.curve(p(0.02, -0.3), p(0.3, -0.2), p(0.18, -0.3));
    path.curve(p(-0.36, -0.02), p(-0.16, -0.3), p(-0.3, -0.2));
    path.close();
    c.fill(path, face.hair);
  };

  const curls = () => {
    const cap = headArc(Math.PI * 1.02, Math.PI * 1.98, 0.05).concat([p(0.24, -0.26), p(-0.24, -0.26)]);
    c.fill(Path.polygon(cap), face.hair);
    for (const point of headArc(Math.PI * 0.98, Math.PI * 2.02, 0.06, 9)) c.circle(point, len(0.1), face.hair);
  };

  const beard = () => {
    let points = headArc(0.02, Math.PI - 0.02, 0.02);
    points = points.concat([p(-0.3, 0.04), p(-0.14, 0.1), p(-0.06, 0.07), p(0, 0.09), p(0.06, 0.07), p(0.14, 0.1), p(0.3, 0.04)]);
    c.fill(Path.polygon(points), face.hair);
    c.fill(Path.ellipse(Rect.centered(p(0, 0.155), len(0.17), len(0.06))), face.skin);
  };

  const features = () => {
    const young = face.hairStyle === "tuft";
    const eyeRadius = len(young ? 0.052 : 0.042);
    for (const side of [-1.0, 1.0]) {
      const eye = p(side * eyeX, eyeY);
      c.circle(eye, eyeRadius, ink);
      if (young) c.circle(P(eye.x + eyeRadius * 0.35, eye.y - eyeRadius * 0.35), eyeRadius * 0.38, Color.white);
      const browColor = face.hairStyle === "swept" ? face.hair.mixed(ink, 0.45) : ink.withAlpha(0.85);
      const brow = new Path();
      if (face.extras.has("beard")) {
        brow.move(p(side * (eyeX - 0.065), eyeY - 0.085));
        brow.line(p(side * (eyeX + 0.07), eyeY - 0.11));
      } else {
        brow.move(p(side * (eyeX - 0.06), eyeY - 0.1));
        brow.curve(p(side * (eyeX + 0.065), eyeY - 0.095), p(side * (eyeX - 0.02), eyeY - 0.135), p(side * (eyeX + 0.035), eyeY - 0.135));
      }
      c.stroke(brow, browColor, len(0.032));
    }
    if (face.extras.has("blush")) {
      for (const side of [-1.0, 1.0]) c.circle(p(side * 0.2, 0.06), len(0.065), new Color(0.95, 0.45, 0.45, 0.35));
    }
    if (face.extras.has("freckles")) {
      for (const side of [-1.0, 1.0]) {
        for (const [dx, dy] of [[0.15, 0.0], [0.2, 0.03], [0.13, 0.05]]) c.circle(p(side * dx, dy), len(0.014), ink.withAlpha(0.45));
      }
    }
    const nose = new Path();
    nose.move(p(0.0, -0.02));
    nose.curve(p(0.0, 0.06), p(0.04, 0.02), p(0.04, 0.06));
    c.stroke(nose, shade.mixed(ink, 0.3), len(0.03));
    const half = young ? 0.1 : 0.075;
    const depth = face.extras.has("beard") ? 0.17 : 0.21;
    const mouth = new Path();
    mouth.move(p(-half, 0.14));
    mouth.curve(p(half, 0.14), p(-half * 0.4, depth), p(half * 0.4, depth));
    c.stroke(mouth, ink, len(0.035));
  };

  const earrings = () => {
    for (const side of [-1.0, 1.0]) c.circle(p(side * (headRadius.x + 0.005), eyeY + 0.16), len(0.038), c.palette.gold);
  };

  const glasses = () => {
    const frame = ink.withAlpha(0.95);
    for (const side of [-1.0, 1.0]) {
      const lens = p(side * eyeX, eyeY);
      c.circle(lens, len(0.095), Color.white.withAlpha(0.18));
      c.strokeCircle(lens, len(0.095), frame, len(0.03));
      c.line(p(side * (eyeX + 0.095), eyeY - 0.01), p(side * (headRadius.x - 0.01), eyeY - 0.03), frame, len(0.028));
    }
    const bridge = new Path();
    bridge.move(p(-eyeX + 0.095, eyeY - 0.01));
    bridge.curve(p(eyeX - 0.095, eyeY - 0.01), p(-0.01, eyeY - 0.05), p(0.01, eyeY - 0.05));
    c.stroke(bridge, frame, len(0.028));
  };

  c.circle(center, unit, tint.soft);
  if (face.hairStyle === "long") longHairBehind();
  body();
  const neckTop = p(-0.1, 0.1);
  c.fill(Path.rect(new Rect(neckTop.x, neckTop.y, len(0.2), rim(0, 0.44).y - neckTop.y)), shade);
  for (const side of [-1.0, 1.0]) c.circle(p(side * (headRadius.x - 0.01), eyeY + 0.05), len(0.075), face.skin);
  c.fill(Path.ellipse(Rect.centered(p(headCenter.x, headCenter.y), len(2 * headRadius.x), len(2 * headRadius.y))), face.skin);
  if (face.extras.has("beard")) beard();
  if (face.hairStyle === "tuft") tuft();
  else if (face.hairStyle === "long") longHairFront();
  else if (face.hairStyle === "bun") bun();
  else if (face.hairStyle === "curls") curls();
  else swept();
  features();
  if (face.extras.has("earrings")) earrings();
  if (face.extras.has("glasses")) glasses();
}

// --- Monogram -----------------------------------------------------------------------------------

function monogram(bot, tint, c, center, radius) {
  c.circle(center, radius, tint.accent);
  c.strokeCircle(center, radius * 0.84, tint.ink.withAlpha(0.35), radius * 0.05);
  c.text(bot.initial, P(center.x, center.y - radius * 0.1), TextStyle.make(radius * 0.95, 700), tint.ink);
  const count = LEVELS[bot.level].rank;
  const gap = radius * 0.2;
  for (let i = 0; i < count; i++) {
    const x = center.x + (i - (count - 1) / 2) * gap;
    c.circle(P(x, center.y + radius * 0.56), radius * 0.055, tint.ink);
  }
}

// --- Glyph --------------------------------------------------------------------------------------

function glyph(bot, tint, c, center, radius) {
  const p = (x, y) => P(center.x + x * radius, center.y + y * radius);
  const s = tileSide(radius);
  c.fillRoundedRect(Rect.centered(center, s, s), tileCorner(radius), tint.accent);

  const leaf = (a, b, bulge) => {
    const dx = b.x - a.x, dy = b.y - a.y;
    const length = Math.sqrt(dx * dx + dy * dy);
    const nx = -dy / length * bulge * radius * 1.6, ny = dx / length * bulge * radius * 1.6;
    const m1 = P(a.x + dx * 0.3, a.y + dy * 0.3), m2 = P(a.x + dx * 0.7, a.y + dy * 0.7);
    return new Path().move(a)
      .curve(b, P(m1.x + nx, m1.y + ny), P(m2.x + nx, m2.y + ny))
      .curve(a, P(m2.x - nx, m2.y - ny), P(m1.x - nx, m1.y - ny))
      .close();
  };

  if (bot.glyph === "sprout") {
    const stem = new Path();
    stem.move(p(0, 0.46));
    stem.curve(p(0.02, -0.12), p(0, 0.2), p(-0.04, 0.04));
    c.stroke(stem, tint.ink, radius * 0.1);
    c.fill(leaf(p(0, 0.06), p(-0.46, -0.18), 0.16), tint.ink);
    c.fill(leaf(p(0.02, -0.1), p(0.46, -0.46), 0.2), tint.ink);
    c.line(p(-0.3, 0.48), p(0.3, 0.48), tint.ink, radius * 0.1);
  } else if (bot.glyph === "diamond") {
    const top = -0.36, girdle = -0.1, bottom = 0.5;
    const gem = Path.polygon([p(-0.28, top), p(0.28, top), p(0.5, girdle), p(0, bottom), p(-0.5, girdle)]);
    c.fill(gem, tint.ink);
    const facet = tint.accent.withAlpha(0.55);
    const width = radius * 0.045;
    c.line(p(-0.5, girdle), p(0.5, girdle), facet, width);
    c.line(p(-0.12, top), p(-0.2, girdle), facet, width);
    c.line(p(0.12, top), p(0.2, girdle), facet, width);
    c.line(p(-0.2, girdle), p(0, bottom), facet, width);
    c.line(p(0.2, girdle), p(0, bottom), facet, width);
  } else if (bot.glyph === "bolt") {
    c.fill(Path.polygon([p(0.12, -0.52), p(-0.32, 0.06), p(-0.04, 0.06), p(-0.14, 0.52), p(0.32, -0.08), p(0.04, -0.08)]), tint.ink);
  } else if (bot.glyph === "rook") {
    const tower = Path.polygon([
      p(-0.36, -0.44), p(-0.2, -0.44), p(-0.2, -0.32), p(-0.08, -0.32), p(-0.08, -0.44), p(0.08, -0.44), p(0.08, -0.32),
      p(0.2, -0.32), p(0.2, -0.44), p(0.36, -0.44), p(0.36, -0.2), p(0.24, -0.12), p(0.28, 0.34), p(-0.28, 0.34),
      p(-0.24, -0.12), p(-0.36, -0.2),
    ]);
    c.fill(tower, tint.ink);
    c.fillRoundedRect(new Rect(center.x - 0.44 * radius, center.y + 0.36 * radius, 0.88 * radius, 0.14 * radius), 0.05 * radius, tint.ink);
  } else {
    const crown = Path.polygon([p(-0.5, 0.28), p(-0.5, -0.26), p(-0.25, 0.0), p(0, -0.4), p(0.25, 0.0), p(0.5, -0.26), p(0.5, 0.28)]);
    c.fill(crown, tint.ink);
    c.fillRoundedRect(new Rect(center.x - 0.5 * radius, center.y + 0.36 * radius, radius, 0.13 * radius), 0.05 * radius, tint.ink);
    for (const [x, y] of [[-0.5, -0.26], [0.0, -0.4], [0.5, -0.26]]) c.circle(p(x, y - 0.06), radius * 0.085, tint.ink);
  }
}
