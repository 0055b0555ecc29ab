// motion.js on its own: the canvas's copy-is-save discipline, colours, the registry and the
// player's timeline. Needs no reference: run with `node --test Web/test/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { M, Canvas, Color, Path, Rect, P, Spring, Timeline, Transform, readPalettes, tunedConstants, mainSpring } from "../motion.js";

/** A 2D context that records what it is asked to do. */
function recorder() {
  const calls = [];
  const context = new Proxy({ calls }, {
    get(target, key) {
      if (key in target) return target[key];
      return (...args) => calls.push([key, ...args]);
    },
    set(target, key, value) { calls.push([`set ${String(key)}`, value]); return true; },
  });
  return { context, calls };
}

const palette = readPalettes(JSON.parse(`{"light": ${JSON.stringify(Object.fromEntries(["background", "surface", "surfaceRaised", "border", "text", "secondaryText", "accent", "accentSoft", "gold", "goldDeep", "success", "warning", "danger", "shadow", "hinge"].map((k) => [k, "#336699"])))}, "dark": ${JSON.stringify(Object.fromEntries(["background", "surface", "surfaceRaised", "border", "text", "secondaryText", "accent", "accentSoft", "gold", "goldDeep", "success", "warning", "danger", "shadow", "hinge"].map((k) => [k, "#112233"])))}}`)).light;

test("a copy of the canvas is a save: fading and moving it leaves the original as it was", () => {
  const { context, calls } = recorder();
  const g = new Canvas(context, { palette, env: {} });
  const c = g.copy();
  c.fade(0.5);
  c.translate(10, 20);
  c.scaleAround(2, P(5, 5));
  assert.equal(g.opacity, 1);
  assert.deepEqual({ ...g.transform }, { ...new Transform() });
  assert.equal(c.opacity, 0.5);
  c.fill(Path.rect(new Rect(0, 0, 1, 1)), Color.hex("#FF0000"));
  g.fill(Path.rect(new Rect(0, 0, 1, 1)), Color.hex("#FF0000"));
  const fills = calls.filter((call) => call[0] === "set fillStyle").map((call) => call[1]);
  assert.deepEqual(fills, ["rgb(255 0 0 / 0.5)", "rgb(255 0 0 / 1)"]);
  const transforms = calls.filter((call) => call[0] === "setTransform");
  assert.deepEqual(transforms[0].slice(1), [2, 0, 0, 2, 5, 15], "translate then scale around (5, 5)");
  assert.deepEqual(transforms[1].slice(1), [1, 0, 0, 1, 0, 0]);
});

test("fading to nothing draws nothing, and fades multiply", () => {
  const { context, calls } = recorder();
  const g = new Canvas(context, { palette, env: {} });
  const c = g.copy().fade(0.5).fade(0.5);
  assert.equal(c.opacity, 0.25);
  const gone = g.copy().fade(-1);
  gone.circle(P(0, 0), 4, Color.white);
  assert.equal(calls.length, 0);
});

test("colours read as Color(hex:) reads them", () => {
  assert.deepEqual({ ...Color.hex("#1F1D1A22") }, { red: 0x1f / 255, green: 0x1d / 255, blue: 0x1a / 255, alpha: 0x22 / 255 });
  assert.deepEqual({ ...Color.hex("#fff") }, { red: 1, green: 1, blue: 1, alpha: 1 });
  assert.throws(() => Color.hex("1F1D1A"), /must start with '#'/);
  assert.throws(() => Color.hex("#12345"), /#RGB, #RRGGBB or #RRGGBBAA/);
  assert.deepEqual({ ...Color.white.mixed(Color.black, 0.25) }, { red: 0.75, green: 0.75, blue: 0.75, alpha: 1 });
});

test("a palette missing a token is refused, naming it", () => {
  assert.throws(() => readPalettes({ light: { background: "#fff" }, dark: {} }), /light\.surface is missing/);
});

test("the registry keeps scenes by name and refuses a still outside the loop", () => {
  const scene = M.define("test-pulse", { dur: 2, still: 1, k: { w: 9, z: 0.5, at: 0.3 }, main: { w: "w", damping: "z", start: "at", role: "pulse" }, draw() {} });
  assert.equal(M.scene("test-pulse"), scene);
  assert.equal(scene.speed, 1);
  assert.throws(() => M.define("bad", { dur: 2, still: 3, draw() {} }), /still lies outside/);
  assert.deepEqual(mainSpring(scene), { w: 9, damping: 0.5, start: 0.3, role: "pulse" });
  const tuned = tunedConstants(scene, { damping: 0.2 });
  assert.deepEqual(mainSpring(scene, tuned), { w: 9, damping: 0.2, start: 0.3, role: "pulse" });
  assert.equal(scene.k.z, 0.5, "tuning never changes the scene's own constants");
});

test("live playback runs two loops and rests on the still frame without a jump", () => {
  const timeline = new Timeline(6, 4.6, 1.2);
  assert.equal(timeline.sceneTime("live", 0), 0);
  assert.ok(Math.abs(timeline.sceneTime("live", 5.5) - 0.6) < 1e-12, "second loop");
  assert.equal(timeline.sceneTime("live", 8.9), 4.6);
  assert.equal(timeline.sceneTime("live", 100), 4.6);
  assert.ok(timeline.sceneTime("live", 8.8) < 4.6);
  assert.equal(timeline.sceneTime("live", 1, true), 4.6, "reduce motion shows the still");
});

test("the box is fitted and centred as FrameRenderer.fitTransform does", () => {
  const m = Transform.fit({ width: 360, height: 280 }, 1000, 560);
  assert.deepEqual([m.a, m.d, m.tx, m.ty], [2, 2, 140, 0]);
});

test("a spring outside the one domain throws, naming the number, instead of drawing NaN", () => {
  for (const damping of [1, 1.5, 0, -0.2, Number.NaN]) {
    assert.throws(() => Spring.value(0.3, 14, damping), (error) => error instanceof RangeError && error.message.startsWith(`damping ${damping} `));
    assert.throws(() => M.spring(0.3, 14, damping), /outside the spring's domain/);
    assert.throws(() => Spring.settleTime(14, damping), /outside the spring's domain/);
    assert.throws(() => Spring.peak(14, damping), /outside the spring's domain/);
  }
  for (const w of [0, -3, Number.POSITIVE_INFINITY, Number.NaN]) {
    assert.throws(() => Spring.value(0.3, w, 0.5), (error) => error instanceof RangeError && error.message.startsWith(`frequency ${w} `));
  }
  // Before release too: a bad spring is refused, not hidden until it moves.
  assert.throws(() => Spring.value(-1, 14, 1), /damping 1 /);
  assert.ok(Number.isFinite(Spring.value(0.3, 14, 0.999)) && Number.isFinite(Spring.value(0.3, 1e-3, 1e-3)));
});

test("a move in whole pixels moves the device by whole pixels, within half a pixel of the asked, and nothing by nothing", () => {
  const { context } = recorder();
  for (const rotation of [0, 0.3]) {
    const g = new Canvas(context, { palette, env: {}, transform: new Transform(1.3889, 0, 0, 1.3889, 0, 0.56) });
    g.translate(13.37, 7.1).rotate(rotation);
    for (let i = 0; i < 200; i++) {
      const dx = ((i * 7919) % 20000) / 1000 - 10, dy = ((i * 104729) % 20000) / 1000 - 10;
      const before = g.transform;
      const moved = g.copy().translateInWholePixels(dx, dy).transform;
      const mx = moved.tx - before.tx, my = moved.ty - before.ty;
      assert.ok(Math.abs(mx - Math.round(mx)) < 1e-9 && Math.abs(my - Math.round(my)) < 1e-9, `(${dx}, ${dy}) moved by (${mx}, ${my})`);
      assert.ok(Math.abs(mx - (before.a * dx + before.c * dy)) <= 0.5 + 1e-9);
      assert.ok(Math.abs(my - (before.b * dx + before.d * dy)) <= 0.5 + 1e-9);
    }
    const still = g.copy().translateInWholePixels(0, 0).transform;
    assert.deepEqual({ ...still }, { ...g.transform });
  }
});
