// motion.js: the browser half of the kit. The same five curves as MotionKit's `Motion`
// (Sources/MotionKit/Motion.swift, Spring.swift), a scene registry, a canvas whose drawing state
// lives in a value (copying it is the save, as MotionCanvas), the palettes read from the same
// token file, and a player that behaves like the app's (PlaybackTimeline). No dependencies: every
// frame is a pure function of t, so the same t gives the same picture as the Swift port.

// ---------------------------------------------------------------------------------------------
// Curves. Each formula is written in the same order of operations as its Swift twin, so the two
// agree to the last few bits (the parity test checks 1e-12 on a dense grid).

/** The kit's spring (MotionKit's Spring.standard): written once on each side. */
export const Spring = Object.freeze({
  standard: Object.freeze({ frequency: 14, damping: 0.78 }),

  /** Where the spring is taken to have landed (MotionKit's Spring.restTolerance). */
  restTolerance: 1e-6,

  /** Settled as a person reads a curve (MotionKit's Spring.settledTolerance). */
  settledTolerance: 0.005,

  /**
   * The one domain of spring parameters (MotionKit's Spring+Domain.swift, whose messages these
   * are): the closed form holds for a damping ratio above 0 and below 1 and a finite frequency
   * above 0. Outside it the formulas give NaN, which a canvas would draw as nothing at all; a
   * spring asked for there throws instead, naming the number at fault.
   */
  check(w, z) {
    if (!(Number.isFinite(w) && w > 0)) throw new RangeError(`frequency ${w} is outside the spring's domain: use a finite value above 0`);
    if (!(z > 0 && z < 1)) {
      throw new RangeError(`damping ${z} is outside the spring's domain: use a value above 0 and below 1 (the springs bounce only below 1)`);
    }
  },

  /** How far a spring released at x = 0 has travelled: 0 before, exactly 1 once landed. */
  value(x, w, z) {
    Spring.check(w, z);
    if (!(x > 0)) return 0;
    const wd = w * Math.sqrt(1 - z * z);
    // Landed: the envelope of the swing left is under the tolerance (the one rule, settleTime).
    if (x >= Spring.settleTime(w, z, Spring.restTolerance)) return 1;
    const e = Math.exp(-z * w * x);
    return 1 - e * (Math.cos(wd * x) + (z * w / wd) * Math.sin(wd * x));
  },

  /** The angular frequency of the oscillation, w * sqrt(1 - z^2). Every other fact asks here, so all are checked. */
  dampedFrequency(w, z) {
    Spring.check(w, z);
    return w * Math.sqrt(1 - z * z);
  },

  /** When the spring first peaks and by how much it overshoots 1 there. */
  peak(w, z) {
    const time = Math.PI / Spring.dampedFrequency(w, z);
    const overshoot = Math.exp(-Math.PI * z / Math.sqrt(1 - z * z));
    return { time, overshoot };
  },

  /** After this the spring stays within `tolerance` of 1 (exact for its envelope). */
  settleTime(w, z, tolerance = Spring.settledTolerance) {
    const wd = Spring.dampedFrequency(w, z);
    const amplitude = Math.sqrt(1 + Math.pow(z * w / wd, 2));
    return Math.log(amplitude / tolerance) / (z * w);
  },
});

export const M = {
  /** A damped spring released at x = 0: rises from 0, overshoots a little and settles at 1. */
  spring(x, w = Spring.standard.frequency, damping = Spring.standard.damping) {
    return Spring.value(x, w, damping);
  },
  clamp(v, a = 0, b = 1) {
    return Math.min(Math.max(v, a), b);
  },
  /** Smoothstep from a to b: 0 before, 1 after, eased in between. Used for fades. */
  smooth(a, b, x) {
    const u = M.clamp((x - a) / (b - a));
    return u * u * (3 - 2 * u);
  },
  lerp(a, b, k) {
    return a + (b - a) * k;
  },
  /** A pop: springs up at c and back down len seconds later. */
  bump(t, c, len = M.bumpLength, w = M.bumpFrequency) {
    return M.spring(t - c, w) - M.spring(t - c - len, w);
  },
  bumpLength: 0.14,
  bumpFrequency: 30,
  springPeak(w = Spring.standard.frequency, damping = Spring.standard.damping) {
    return Spring.peak(w, damping);
  },
};

// ---------------------------------------------------------------------------------------------
// The scene registry: M.define(name, { dur, still, speed, main, draw(g, t, env) }).

const registry = new Map();

/**
 * Registers a scene. `dur` is one loop in scene seconds, `still` the rest frame, `speed` the
 * real-time multiplier (1 unless given), `main` the scene's main spring as the names of its
 * constants ({ w, damping, start, role }), `k` its constants, and `draw(g, t, env)` a pure
 * function of t.
 */
M.define = function define(name, scene) {
  if (typeof scene.draw !== "function") throw new Error(`scene ${name}: draw(g, t, env) is missing`);
  if (!(scene.dur > 0)) throw new Error(`scene ${name}: dur must be a positive number of seconds`);
  if (!(scene.still >= 0 && scene.still <= scene.dur)) throw new Error(`scene ${name}: still lies outside 0...${scene.dur}`);
  const entry = Object.freeze({ speed: 1, box: SCENE_BOX, k: {}, main: null, ...scene, name });
  registry.set(name, entry);
  return entry;
};
M.scene = (name) => registry.get(name);
M.sceneNames = () => [...registry.keys()];

/**
 * The scene's constants with its main spring retuned ({ w, damping } in place of the named
 * constants): what the kit's spring controls change. Without a tuning, the constants themselves.
 */
export function tunedConstants(scene, tuning) {
  if (!tuning || !scene.main) return scene.k;
  const k = { ...scene.k };
  if (tuning.w !== undefined && scene.main.w) k[scene.main.w] = tuning.w;
  if (tuning.damping !== undefined && scene.main.damping) k[scene.main.damping] = tuning.damping;
  return k;
}

/** The main spring as numbers: { w, damping, start, role }, or null. */
export function mainSpring(scene, k = scene.k) {
  const m = scene.main;
  if (!m) return null;
  const num = (v) => (typeof v === "string" ? k[v] : v);
  return { w: num(m.w), damping: m.damping ? num(m.damping) : Spring.standard.damping, start: num(m.start), role: m.role };
}

// ---------------------------------------------------------------------------------------------
// Geometry: points, sizes and rects in box coordinates, as MotionKit's Geometry.swift.

export const SCENE_BOX = Object.freeze({ width: 360, height: 280 });
export const P = (x, y) => ({ x, y });

export class Rect {
  constructor(x, y, width, height) {
    this.x = x; this.y = y; this.width = width; this.height = height;
  }
  static centered(center, width, height) {
    return new Rect(center.x - width / 2, center.y - height / 2, width, height);
  }
  get minX() { return this.x; }
  get minY() { return this.y; }
  get maxX() { return this.x + this.width; }
  get maxY() { return this.y + this.height; }
  get center() { return P(this.x + this.width / 2, this.y + this.height / 2); }
  insetBy(d) { return new Rect(this.x + d, this.y + d, this.width - 2 * d, this.height - 2 * d); }
  contains(p) { return p.x >= this.minX && p.x <= this.maxX && p.y >= this.minY && p.y <= this.maxY; }
  intersects(o) { return this.minX < o.maxX && o.minX < this.maxX && this.minY < o.maxY && o.minY < this.maxY; }
}

/** The box-to-device transform; same layout and composition order as cairo_matrix_t. */
export class Transform {
  constructor(a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0) {
    this.a = a; this.b = b; this.c = c; this.d = d; this.tx = tx; this.ty = ty;
  }
  translated(dx, dy) {
    return new Transform(this.a, this.b, this.c, this.d, this.tx + this.a * dx + this.c * dy, this.ty + this.b * dx + this.d * dy);
  }
  scaled(sx, sy) {
    return new Transform(this.a * sx, this.b * sx, this.c * sy, this.d * sy, this.tx, this.ty);
  }
  rotated(r) {
    const cs = Math.cos(r), sn = Math.sin(r);
    return new Transform(this.a * cs + this.c * sn, this.b * cs + this.d * sn, -this.a * sn + this.c * cs, -this.b * sn + this.d * cs, this.tx, this.ty);
  }
  /** The box scaled to fit `width` x `height` pixels (aspect kept) and centred. */
  static fit(box, width, height) {
    const scale = Math.min(width / box.width, height / box.height);
    const dx = (width - box.width * scale) / 2, dy = (height - box.height * scale) / 2;
    return new Transform().translated(dx, dy).scaled(scale, scale);
  }
}

// ---------------------------------------------------------------------------------------------
// Colours and palettes, read from Palettes/default.json.

export class Color {
  constructor(red, green, blue, alpha = 1) {
    this.red = red; this.green = green; this.blue = blue; this.alpha = alpha;
    Object.freeze(this);
  }
  /** `#RGB`, `#RRGGBB` or `#RRGGBBAA`, as Color(hex:) reads them. */
  static hex(text) {
    const digits = String(text).trim();
    if (!digits.startsWith("#")) throw new Error(`"${text}" is not a colour: it must start with '#'`);
    let body = digits.slice(1);
    if (!/^[0-9a-fA-F]*$/.test(body)) throw new Error(`"${text}" is not a colour: only hexadecimal digits may follow '#'`);
    if (body.length === 3) body = [...body].map((c) => c + c).join("") + "ff";
    else if (body.length === 6) body += "ff";
    else if (body.length !== 8) throw new Error(`"${text}" is not a colour: use #RGB, #RRGGBB or #RRGGBBAA`);
    const byte = (i) => parseInt(body.slice(i, i + 2), 16) / 255;
    return new Color(byte(0), byte(2), byte(4), byte(6));
  }
  withAlpha(alpha) { return new Color(this.red, this.green, this.blue, alpha); }
  /** Linear mix in sRGB, as Color.mixed(with:_:). */
  mixed(other, k) {
    return new Color(M.lerp(this.red, other.red, k), M.lerp(this.green, other.green, k),
      M.lerp(this.blue, other.blue, k), M.lerp(this.alpha, other.alpha, k));
  }
  /** A CSS colour with the alpha multiplied by `opacity`. */
  css(opacity = 1) {
    return `rgb(${this.red * 255} ${this.green * 255} ${this.blue * 255} / ${this.alpha * opacity})`;
  }
}
Color.white = new Color(1, 1, 1);
Color.black = new Color(0, 0, 0);
Color.clear = new Color(0, 0, 0, 0);

/** The app's colour tokens (MotionKit's PaletteToken): a scene names a role, never a colour. */
export const PALETTE_TOKENS = Object.freeze(["background", "surface", "surfaceRaised", "border", "text", "secondaryText",
  "accent", "accentSoft", "gold", "goldDeep", "success", "warning", "danger", "shadow", "hinge"]);

/** `{ light: {token: "#hex"}, dark: {...} }` into { light, dark } palettes; every token required. */
export function readPalettes(json) {
  const scheme = (name) => {
    const tokens = json?.[name];
    if (!tokens || typeof tokens !== "object") throw new Error(`palettes: "${name}" must be an object of colours`);
    const palette = {};
    for (const token of PALETTE_TOKENS) {
      if (typeof tokens[token] !== "string") throw new Error(`palettes: ${name}.${token} is missing`);
      palette[token] = Color.hex(tokens[token]);
    }
    return Object.freeze(palette);
  };
  return Object.freeze({ light: scheme("light"), dark: scheme("dark") });
}

// ---------------------------------------------------------------------------------------------
// Postures, as DevicePosture.swift: the hinge and the panels a scene keeps things on.

export const HINGE = Object.freeze({ thickness: 8, clearance: 4 });

export const Posture = Object.freeze({
  names: Object.freeze(["phone", "open", "closed", "tabletop"]),
  /** The output's default pixel size at scale 1: the screen area the scene occupies. */
  pixelSize: Object.freeze({ phone: [720, 560], open: [1000, 560], closed: [560, 720], tabletop: [720, 720] }),
  hinge(posture, box) {
    if (posture === "open") return { axis: "vertical", position: box.width / 2, thickness: HINGE.thickness };
    if (posture === "tabletop") return { axis: "horizontal", position: box.height / 2, thickness: HINGE.thickness };
    return null;
  },
  hingeRect(hinge, box) {
    return hinge.axis === "vertical"
      ? new Rect(hinge.position - hinge.thickness / 2, 0, hinge.thickness, box.height)
      : new Rect(0, hinge.position - hinge.thickness / 2, box.width, hinge.thickness);
  },
  panels(posture, box) {
    const hinge = Posture.hinge(posture, box);
    if (!hinge) return [new Rect(0, 0, box.width, box.height)];
    const gap = hinge.thickness / 2 + HINGE.clearance;
    return hinge.axis === "vertical"
      ? [new Rect(0, 0, hinge.position - gap, box.height), new Rect(hinge.position + gap, 0, box.width - hinge.position - gap, box.height)]
      : [new Rect(0, 0, box.width, hinge.position - gap), new Rect(0, hinge.position + gap, box.width, box.height - hinge.position - gap)];
  },
});

// ---------------------------------------------------------------------------------------------
// Paths, as MotionKit's Path: built up as a value, traced by the canvas.

export class Path {
  constructor() { this.elements = []; }
  move(p) { this.elements.push(["move", p]); return this; }
  line(p) { this.elements.push(["line", p]); return this; }
  curve(p, c1, c2) { this.elements.push(["curve", c1, c2, p]); return this; }
  arc(center, radius, start, end) { this.elements.push(["arc", center, radius, start, end]); return this; }
  close() { this.elements.push(["close"]); return this; }

  static rect(r) {
    return Path.polygon([P(r.minX, r.minY), P(r.maxX, r.minY), P(r.maxX, r.maxY), P(r.minX, r.maxY)]);
  }
  static roundedRect(r, radius) {
    const k = Math.min(radius, r.width / 2, r.height / 2);
    if (!(k > 0)) return Path.rect(r);
    return new Path()
      .arc(P(r.maxX - k, r.minY + k), k, -Math.PI / 2, 0)
      .arc(P(r.maxX - k, r.maxY - k), k, 0, Math.PI / 2)
      .arc(P(r.minX + k, r.maxY - k), k, Math.PI / 2, Math.PI)
      .arc(P(r.minX + k, r.minY + k), k, Math.PI, 3 * Math.PI / 2)
      .close();
  }
  static circle(center, radius) {
    return new Path().move(P(center.x + radius, center.y)).arc(center, radius, 0, 2 * Math.PI).close();
  }
  static ellipse(r) {
    const kappa = 0.5522847498;
    const { x: cx, y: cy } = r.center, rx = r.width / 2, ry = r.height / 2;
    return new Path()
      .move(P(cx + rx, cy))
      .curve(P(cx, cy + ry), P(cx + rx, cy + ry * kappa), P(cx + rx * kappa, cy + ry))
      .curve(P(cx - rx, cy), P(cx - rx * kappa, cy + ry), P(cx - rx, cy + ry * kappa))
      .curve(P(cx, cy - ry), P(cx - rx, cy - ry * kappa), P(cx - rx * kappa, cy - ry))
      .curve(P(cx + rx, cy), P(cx + rx * kappa, cy - ry), P(cx + rx, cy - ry * kappa))
      .close();
  }
  static polygon(points) {
    const p = new Path();
    if (points.length === 0) return p;
    p.move(points[0]);
    for (const point of points.slice(1)) p.line(point);
    return p.close();
  }
  static star(center, points, outer, inner, rotation = -Math.PI / 2) {
    const n = Math.max(points, 2), count = n * 2;
    const list = [];
    for (let i = 0; i < count; i++) {
      const r = i % 2 === 0 ? outer : inner;
      const angle = rotation + i * Math.PI / n;
      list.push(P(center.x + r * Math.cos(angle), center.y + r * Math.sin(angle)));
    }
    return Path.polygon(list);
  }
}

// ---------------------------------------------------------------------------------------------
// Text styles, as TextStyle.swift: families named explicitly so no other face is picked.

export const FONT = "DejaVu Sans";
export const TextStyle = {
  make(size, weight = 400, { italic = false, family = FONT } = {}) {
    return Object.freeze({ family, size, weight, italic });
  },
  body: (size = 12) => TextStyle.make(size),
  title: (size = 16) => TextStyle.make(size, 700),
  caption: (size = 9) => TextStyle.make(size, 500),
};

/** Each face's ascent and descent per em, measured once (see Canvas.metrics). */
const FACE_METRICS = new Map();
/** Text whose characters are each one glyph, left to right: Latin, Greek, Cyrillic and punctuation. */
const SIMPLE_SCRIPT = /^[\u0020-\u058F\u2000-\u206F\u20A0-\u20CF\u2100-\u214F]*$/u;
/** Each glyph's rounded advance per face and size (Canvas.advance). */
const GLYPH_ADVANCES = new Map();

// ---------------------------------------------------------------------------------------------
// The canvas. Its drawing state (opacity, transform) lives in the value: `const c = g.copy();
// c.fade(0.5)` is a save, and dropping `c` a restore, exactly as `var c = canvas` in Swift.

export class Canvas {
  constructor(context, { palette, env, box = SCENE_BOX, transform = new Transform(), opacity = 1 }) {
    this.context = context;
    this.palette = palette;
    this.env = env;
    this.box = box;
    this.transform = transform;
    this.opacity = opacity;
  }

  /** The save: a new value with the same state; changing it leaves this one as it was. */
  copy() {
    return new Canvas(this.context, this);
  }

  fade(k) { this.opacity *= M.clamp(k); return this; }
  translate(dx, dy) { this.transform = this.transform.translated(dx, dy); return this; }
  /** Translates by (dx, dy) taken to whole device pixels, as MotionCanvas.translateInWholePixels:
   *  a piece's picture then lands on the fraction of a pixel it has at rest. */
  translateInWholePixels(dx, dy) {
    const m = this.transform;
    const round = (v) => Math.sign(v) * Math.round(Math.abs(v));
    const deviceX = round(m.a * dx + m.c * dy), deviceY = round(m.b * dx + m.d * dy);
    const determinant = m.a * m.d - m.b * m.c;
    if (determinant === 0 || !Number.isFinite(determinant) || !Number.isFinite(deviceX) || !Number.isFinite(deviceY)) {
      return this.translate(dx, dy);
    }
    return this.translate((m.d * deviceX - m.c * deviceY) / determinant, (m.a * deviceY - m.b * deviceX) / determinant);
  }
  scale(sx, sy = sx) { this.transform = this.transform.scaled(sx, sy); return this; }
  rotate(r) { this.transform = this.transform.rotated(r); return this; }
  /** Scales by s around p: the usual way a pop or a flip is drawn. */
  scaleAround(s, p) { return this.translate(p.x, p.y).scale(s).translate(-p.x, -p.y); }
  scaleXYAround(sx, sy, p) { return this.translate(p.x, p.y).scale(sx, sy).translate(-p.x, -p.y); }
  rotateAround(r, p) { return this.translate(p.x, p.y).rotate(r).translate(-p.x, -p.y); }

  get invisible() { return this.opacity <= 0; }

  applyState() {
    const m = this.transform;
    this.context.setTransform(m.a, m.b, m.c, m.d, m.tx, m.ty);
  }

  trace(path) {
    const g = this.context;
    g.beginPath();
    for (const e of path.elements) {
      switch (e[0]) {
        case "move": g.moveTo(e[1].x, e[1].y); break;
        case "line": g.lineTo(e[1].x, e[1].y); break;
        case "curve": g.bezierCurveTo(e[1].x, e[1].y, e[2].x, e[2].y, e[3].x, e[3].y); break;
        case "arc": g.arc(e[1].x, e[1].y, e[2], e[3], e[4], e[4] < e[3]); break;
        case "close": g.closePath(); break;
      }
    }
  }

  fill(path, color) {
    if (this.invisible || !(color.alpha > 0)) return;
    this.applyState();
    this.trace(path);
    this.context.fillStyle = color.css(this.opacity);
    this.context.fill("nonzero");
  }

  /**
   * Fills `path` with a radial gradient, as MotionCanvas+Gradient does: `stops` are
   * [offset, Color] pairs from `center` (0) to `radius` (1), the canvas opacity folded into them.
   */
  fillRadial(path, center, radius, stops) {
    if (this.invisible || !(radius > 0) || !stops.some(([, color]) => color.alpha > 0)) return;
    this.applyState();
    this.trace(path);
    const gradient = this.context.createRadialGradient(center.x, center.y, 0, center.x, center.y, radius);
    for (const [offset, color] of stops) gradient.addColorStop(M.clamp(offset), color.css(this.opacity));
    this.context.fillStyle = gradient;
    this.context.fill("nonzero");
  }

  stroke(path, color, width, cap = "round") {
    if (this.invisible || !(color.alpha > 0) || !(width > 0)) return;
    this.applyState();
    this.trace(path);
    const g = this.context;
    g.strokeStyle = color.css(this.opacity);
    g.lineWidth = width;
    g.lineCap = cap;
    g.lineJoin = "round";
    g.stroke();
  }

  fillRect(rect, color) { this.fill(Path.rect(rect), color); }
  fillRoundedRect(rect, radius, color) { this.fill(Path.roundedRect(rect, radius), color); }
  strokeRoundedRect(rect, radius, color, width) { this.stroke(Path.roundedRect(rect, radius), color, width); }
  circle(center, radius, color) { this.fill(Path.circle(center, radius), color); }
  strokeCircle(center, radius, color, width) { this.stroke(Path.circle(center, radius), color, width); }
  line(a, b, color, width, cap = "round") { this.stroke(new Path().move(a).line(b), color, width, cap); }

  /** A soft drop shadow under a card: a few widening translucent rounded rects. */
  shadow(rect, radius, offsetY = 3, spread = 6) {
    const base = this.palette.shadow;
    const steps = 4;
    for (let i = 0; i < steps; i++) {
      const grow = spread * (i + 1) / steps;
      const r = new Rect(rect.minX - grow / 2, rect.minY - grow / 2 + offsetY, rect.width + grow, rect.height + grow);
      this.fillRoundedRect(r, radius + grow / 2, base.withAlpha(base.alpha / (steps + 1)));
    }
  }

  font(style) {
    return `${style.italic ? "italic " : ""}${style.weight} ${style.size}px "${style.family}"`;
  }

  /**
   * The text's logical box, as Pango reports it: advance width, and the font's ascent and
   * descent. The browser rounds a font's vertical metrics to whole pixels at the size asked
   * (differently at each device pixel ratio), which would move small text by a box unit; they
   * are read once per face at 1000 px instead, where rounding costs a thousandth of an em.
   */
  metrics(string, style) {
    const g = this.context;
    const key = `${style.italic}|${style.weight}|${style.family}`;
    let em = FACE_METRICS.get(key);
    if (!em) {
      g.font = this.font({ ...style, size: 1000 });
      const big = g.measureText("Hg");
      em = { ascent: big.fontBoundingBoxAscent / 1000, descent: big.fontBoundingBoxDescent / 1000 };
      FACE_METRICS.set(key, em);
    }
    return { width: this.advance(string, style), ascent: em.ascent * style.size, descent: em.descent * style.size };
  }

  /**
   * The string's advance as Pango lays it out for the Swift side: Pango rounds each glyph's
   * position to a whole unit of the layout's space (the box), so a word's width is the sum of
   * its glyphs' advances each rounded. Words placed one after another (a move list, a title
   * and a name) then land where Cairo puts them. Kerning is left out (a unit at most).
   */
  advance(string, style) {
    const key = `${style.italic}|${style.weight}|${style.family}|${style.size}`;
    let glyphs = GLYPH_ADVANCES.get(key);
    if (!glyphs) { glyphs = new Map(); GLYPH_ADVANCES.set(key, glyphs); }
    const g = this.context;
    g.font = this.font(style);
    let width = 0;
    for (const glyph of string) {
      let w = glyphs.get(glyph);
      if (w === undefined) { w = Math.round(g.measureText(glyph).width); glyphs.set(glyph, w); }
      width += w;
    }
    return width;
  }

  measure(string, style) {
    const m = this.metrics(string, style);
    return { width: m.width, height: m.ascent + m.descent };
  }

  /** Draws `string` with its logical box centred on point.y, `anchor` placing it on point.x. */
  text(string, point, style, color, anchor = "center") {
    if (this.invisible || !(color.alpha > 0) || string === "") return;
    this.applyState();
    const m = this.metrics(string, style);
    const x = anchor === "center" ? point.x - m.width / 2 : anchor === "trailing" ? point.x - m.width : point.x;
    const top = point.y - (m.ascent + m.descent) / 2;
    const g = this.context;
    g.textAlign = "left";
    g.textBaseline = "alphabetic";
    g.fillStyle = color.css(this.opacity);
    if (!SIMPLE_SCRIPT.test(string)) { g.fillText(string, x, top + m.ascent); return; }
    // Glyph by glyph at Pango's rounded positions (see advance), for scripts drawn one glyph
    // per character; others (joined or right-to-left scripts) are left to the browser's shaping.
    let pen = x;
    for (const glyph of string) {
      g.fillText(glyph, pen, top + m.ascent);
      pen += this.advance(glyph, style);
    }
  }

  /** An image (a loaded SVG or bitmap) filling `rect`. */
  image(img, rect) {
    if (this.invisible || !img || !(rect.width > 0) || !(rect.height > 0)) return;
    this.applyState();
    const g = this.context;
    g.globalAlpha = M.clamp(this.opacity);
    g.drawImage(img, rect.x, rect.y, rect.width, rect.height);
    g.globalAlpha = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Playback, as PlaybackTimeline.swift: live plays two loops, then rests on the still frame
// inside the last one (no jump); reduce motion always shows the still.

export class Timeline {
  constructor(duration, stillTime, speed = 1, loops = 2) {
    this.duration = duration; this.stillTime = stillTime; this.speed = speed; this.loops = loops;
  }
  get loopLength() { return this.duration / this.speed; }
  get restingSceneTime() { return (this.loops - 1) * this.duration + this.stillTime; }
  get restingElapsed() { return this.restingSceneTime / this.speed; }
  isResting(elapsed) { return elapsed >= this.restingElapsed || elapsed * this.speed >= this.restingSceneTime; }
  get playable() {
    return Number.isFinite(this.duration) && this.duration > 0 && Number.isFinite(this.speed) && this.speed > 0
      && this.loops >= 1 && Number.isFinite(this.stillTime);
  }
  /** `playback` is "live", "still" or { time }. */
  sceneTime(playback, elapsed, reduceMotion = false) {
    if (reduceMotion) return this.stillTime;
    if (playback === "still") return this.stillTime;
    if (typeof playback === "object" && playback !== null) return playback.time;
    if (!this.playable) return this.stillTime;
    if (!(elapsed > 0)) return 0;
    if (this.isResting(elapsed)) return this.stillTime;
    return (elapsed * this.speed) % this.duration;
  }
}

/** Draws one frame of `scene` at t into a 2D context of `width` x `height` device pixels. */
export function drawFrame(context, width, height, scene, t, env) {
  const palette = env.palette;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.fillStyle = palette.background.css();
  context.fillRect(0, 0, width, height);
  const g = new Canvas(context, { palette, env, box: scene.box, transform: Transform.fit(scene.box, width, height) });
  scene.draw(g, t, env);
}

/**
 * Plays a scene on a <canvas> as the app does. Live: two loops, then rest at the still frame.
 * Still, or a fixed { time }. prefers-reduced-motion (or `reduceMotion`) shows the still. Off
 * screen, the clock stops (IntersectionObserver) and resumes where it was. The box is fitted to
 * the canvas's CSS size at the device pixel ratio, so any canvas size is sharp.
 */
export class Player {
  constructor(canvas, { scene, env, playback = "live", rate = 1, reduceMotion = null, onFrame = null }) {
    this.canvas = canvas;
    this.scene = scene;
    this.env = env;
    this.playback = playback;
    this.rate = rate;
    this.onFrame = onFrame;
    this.paused = false;
    this.visible = true;
    // The clock: elapsed real seconds are `base` plus the time since `since` while running, so
    // the scene time is read from the clock whenever it is asked for, never summed frame by frame.
    this.base = 0;
    this.since = null;
    this.frameRequest = null;
    const query = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;
    this.systemReduceMotion = query ? query.matches : false;
    query?.addEventListener?.("change", (e) => this.set({ systemReduceMotion: e.matches }));
    this.forcedReduceMotion = reduceMotion;
    if (typeof IntersectionObserver === "function") {
      new IntersectionObserver((entries) => this.set({ visible: entries.some((e) => e.isIntersecting) })).observe(canvas);
    }
    this.sync();
  }

  static now() { return (globalThis.performance?.now() ?? Date.now()) / 1000; }

  /** Real seconds of playback so far: the clock stops while paused, off screen or reduced. */
  get elapsed() { return this.base + (this.since === null ? 0 : Player.now() - this.since); }
  set elapsed(value) { this.base = value; this.since = this.since === null ? null : Player.now(); }

  get reduceMotion() { return this.forcedReduceMotion ?? this.systemReduceMotion; }
  get timeline() { return new Timeline(this.scene.dur, this.scene.still, this.scene.speed * this.rate); }

  /** The scene time on screen now. */
  get t() { return this.timeline.sceneTime(this.playback, this.elapsed, this.reduceMotion); }

  get running() { return this.playback === "live" && !this.reduceMotion && !this.paused && this.visible; }
  get animating() { return this.running && !this.timeline.isResting(this.elapsed); }

  /** Changes any of scene, env, playback, rate, paused, visible, forcedReduceMotion, elapsed. */
  set(changes) {
    this.base = this.elapsed;
    this.since = null;
    Object.assign(this, changes);
    this.sync();
  }

  restart() { this.set({ elapsed: 0, playback: "live", paused: false }); }

  /** Starts or stops the clock to match the state, and draws. */
  sync() {
    if (this.running && this.since === null) this.since = Player.now();
    if (!this.running && this.since !== null) { this.base = this.elapsed; this.since = null; }
    this.schedule();
  }

  schedule() {
    if (typeof requestAnimationFrame !== "function") { this.draw(); return; }
    if (this.frameRequest !== null) return;
    this.frameRequest = requestAnimationFrame(() => this.tick());
  }

  tick() {
    this.frameRequest = null;
    this.draw();
    if (this.animating) this.schedule();
  }

  /** Sizes the backing store to the CSS box at the device pixel ratio and draws the frame. */
  draw() {
    const canvas = this.canvas;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
    const t = this.t;
    drawFrame(canvas.getContext("2d"), width, height, this.scene, t, this.env);
    this.onFrame?.(t, this);
  }
}
