// kit.js: the kit page's controls around motion.js's Player. It reads what the tool wrote into
// the page (kit.json, the palettes, themes, piece SVGs, bots and plans), plays the chosen scene live and
// lets a designer drag t, change the speed, the scheme, the posture, reduce motion, the board
// and the avatars, and retune the scene's main spring while seeing where it is at this instant.
// ?scene=&t=&scheme=&posture= (and theme, pieces, avatars, damping, w, speed, reduce, zoom)
// open any frame directly; the address follows the controls.
import { M, Player, Posture, Spring, readPalettes, tunedConstants, mainSpring } from "./motion.js";
import { readBoardPlan, readBoardTheme, readMotionRanges } from "./board.js";
import { readBots } from "./scenes/avatars.js";
import { defineScript } from "./scenes/script.js";
import { defineIntro } from "./scenes/bots.js";
import { defineGame } from "./scenes/game.js";

/** The plan kinds the tool writes, each drawn by its scene module: nothing is re-derived here. */
const PLAN_KINDS = Object.freeze({ script: defineScript, intro: defineIntro, game: defineGame });

const $ = (id) => document.getElementById(id);

/**
 * The files the tool embedded in the page (KitPageDocument.swift): JSON texts and the piece SVGs
 * as data URLs, by the relative paths kit.json names. The page reads nothing else, so it works
 * opened from disk, where a browser refuses fetch; a data URL also keeps the canvas readable.
 */
let embedded = null;
function files() {
  embedded ??= JSON.parse(document.getElementById("kit-files").textContent);
  return embedded;
}

function missing(path) {
  return new Error(`${path}: not in this page (write it again with chess-motion kit)`);
}

async function loadJSON(path) {
  const text = files().json[path];
  if (text === undefined) throw missing(path);
  return JSON.parse(text);
}

function loadImage(path) {
  return new Promise((resolve, reject) => {
    const source = files().images[path];
    if (source === undefined) { reject(missing(path)); return; }
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`${path}: not a loadable image`));
    image.src = source;
  });
}

const cache = { themes: new Map(), pieces: new Map() };

async function theme(manifest, name) {
  if (!cache.themes.has(name)) {
    const entry = manifest.themes.find((t) => t.name === name) ?? manifest.themes[0];
    const read = readBoardTheme(await loadJSON(entry.file), entry.name);
    // A textured theme's squares are its board image (BoardTexture), drawn as Cairo draws it.
    if (entry.board) read.board = await loadImage(entry.board);
    cache.themes.set(name, read);
  }
  return cache.themes.get(name);
}

async function pieceSet(manifest, name) {
  if (!cache.pieces.has(name)) {
    const entry = manifest.pieceSets.find((s) => s.name === name) ?? manifest.pieceSets[0];
    const names = ["w", "b"].flatMap((side) => ["K", "Q", "R", "B", "N", "P"].map((kind) => side + kind));
    const images = await Promise.all(names.map((n) => loadImage(`${entry.folder}/${n}.svg`)));
    cache.pieces.set(name, Object.fromEntries(names.map((n, i) => [n, images[i]])));
  }
  return cache.pieces.get(name);
}

function fill(select, values, labels = values) {
  select.replaceChildren(...values.map((v, i) => new Option(labels[i], v)));
}

function number(text, fallback) {
  const v = Number.parseFloat(text);
  return Number.isFinite(v) ? v : fallback;
}

/**
 * The spring controls' bounds: the board motion's ranges as the plans carry them (BoardKit's
 * BoardMotion.frequencyRange and dampingRange; every plan carries the same, and the bots plan is
 * always written), so the sliders and a tuning from the address stay where the Swift side clamps.
 */
function tuningRanges(scenes) {
  const plan = scenes.find((scene) => scene?.boardPlan)?.boardPlan;
  if (!plan) throw new Error("kit.json: no plan carries the board motion's ranges (write the page again with chess-motion kit)");
  return readMotionRanges(plan.motionRanges);
}

async function start() {
  const manifest = await loadJSON("kit.json");
  if (manifest.version !== 2) throw new Error("kit.json: expected version 2 (a page of this kit.js; write it again with chess-motion kit)");
  const palettes = readPalettes(await loadJSON(manifest.palettes));
  const bots = readBots(await loadJSON(manifest.bots));
  const plans = {};
  const planScenes = [];
  for (const [name, file] of Object.entries(manifest.plans)) {
    const json = await loadJSON(file);
    const define = PLAN_KINDS[json.kind];
    if (define) planScenes.push(define(name, json));
    else planScenes.push({ boardPlan: (plans[name] = readBoardPlan(json)) });
  }
  const ranges = tuningRanges(planScenes);
  const tuned = (key, value) => (value === undefined ? undefined : M.clamp(value, ...ranges[key]));
  for (const entry of manifest.scenes) if (entry.module) await import(`./${entry.module}`);

  const params = new URLSearchParams(location.search);
  const settings = manifest.settings;
  const state = {
    scene: M.scene(params.get("scene")) ? params.get("scene") : manifest.scene,
    scheme: ["light", "dark"].includes(params.get("scheme")) ? params.get("scheme") : settings.scheme,
    posture: Posture.names.includes(params.get("posture")) ? params.get("posture") : settings.posture,
    theme: params.get("theme") ?? null,
    pieces: params.get("pieces") ?? null,
    avatars: params.get("avatars") ?? null,
    reduce: params.has("reduce") ? params.get("reduce") === "1" : null,
    speed: number(params.get("speed"), 1),
    zoom: number(params.get("zoom"), 1),
    tuning: {},
  };
  if (params.has("damping")) state.tuning.damping = tuned("damping", number(params.get("damping"), undefined));
  if (params.has("w")) state.tuning.w = tuned("frequency", number(params.get("w"), undefined));
  const pinned = params.has("t") ? number(params.get("t"), null) : null;

  fill($("scene"), manifest.scenes.map((s) => s.name), manifest.scenes.map((s) => s.title));
  fill($("posture"), Posture.names);
  fill($("theme"), manifest.themes.map((t) => t.name), manifest.themes.map((t) => t.displayName));
  fill($("pieces"), manifest.pieceSets.map((s) => s.name), manifest.pieceSets.map((s) => s.displayName));
  fill($("avatars"), manifest.avatarStyles);

  [$("damping").min, $("damping").max] = ranges.damping.map(String);
  [$("w").min, $("w").max] = ranges.frequency.map(String);

  const stage = $("stage");
  let player = null;

  /** The board, pieces and avatars a scene is drawn with: the control's choice, a script's fixed one, or the settings'. */
  const boardChoice = (scene, key) => state[key] ?? scene.fixed?.[key] ?? settings[key];

  async function environment() {
    const scene = M.scene(state.scene);
    const k = tunedConstants(scene, state.tuning);
    return {
      scene,
      env: {
        scheme: state.scheme,
        posture: state.posture,
        palette: palettes[state.scheme],
        reduceMotion: state.reduce ?? settings.reduceMotion,
        k,
        assets: {
          bots, plans,
          theme: await theme(manifest, boardChoice(scene, "theme")),
          pieces: await pieceSet(manifest, boardChoice(scene, "pieces")),
          avatars: boardChoice(scene, "avatars"),
        },
      },
    };
  }

  function sizeStage() {
    // A game is a frame of its own (its box at twice the size, as `still` draws it); other
    // scenes fill the posture's screen.
    const scene = M.scene(state.scene);
    const [w, h] = scene?.ownFrame ? [2 * scene.box.width, 2 * scene.box.height] : Posture.pixelSize[state.posture];
    stage.style.width = `${(w / 2) * state.zoom}px`;
    stage.style.height = `${(h / 2) * state.zoom}px`;
  }

  function syncControls() {
    const scene = M.scene(state.scene);
    const spring = mainSpring(scene, tunedConstants(scene, state.tuning));
    $("scene").value = state.scene;
    $("scheme").value = state.scheme;
    $("posture").value = state.posture;
    $("theme").value = boardChoice(scene, "theme");
    $("pieces").value = boardChoice(scene, "pieces");
    $("avatars").value = boardChoice(scene, "avatars");
    $("speed").value = String(state.speed);
    $("reduce").checked = player ? player.reduceMotion : Boolean(state.reduce ?? settings.reduceMotion);
    $("t").max = String(scene.dur);
    $("spring-role").textContent = spring ? `${spring.role} (from ${Number(spring.start.toFixed(3))} s)` : "none";
    $("damping").disabled = $("w").disabled = !spring;
    if (spring) {
      $("damping").value = String(spring.damping);
      $("w").value = String(spring.w);
      $("damping-value").textContent = spring.damping.toFixed(2);
      $("w-value").textContent = spring.w.toFixed(1);
    }
    document.body.classList.toggle("dark", state.scheme === "dark");
  }

  function writeAddress(t) {
    const query = new URLSearchParams();
    query.set("scene", state.scene);
    if (player && player.playback !== "live") query.set("t", t.toFixed(3));
    query.set("scheme", state.scheme);
    query.set("posture", state.posture);
    for (const key of ["theme", "pieces", "avatars"]) if (state[key]) query.set(key, state[key]);
    if (state.tuning.damping !== undefined) query.set("damping", String(state.tuning.damping));
    if (state.tuning.w !== undefined) query.set("w", String(state.tuning.w));
    history.replaceState(null, "", `?${query}`);
  }

  function drawPlot(t) {
    const plot = $("spring-plot");
    const g = plot.getContext("2d");
    const scene = M.scene(state.scene);
    const spring = mainSpring(scene, tunedConstants(scene, state.tuning));
    const palette = palettes[state.scheme];
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = palette.surface.css();
    g.fillRect(0, 0, plot.width, plot.height);
    if (!spring) return;
    const span = Math.min(3, Math.max(0.6, Spring.settleTime(spring.w, spring.damping) * 1.1));
    const pad = 16, width = plot.width - 2 * pad, height = plot.height - 2 * pad;
    const peak = 1 + Spring.peak(spring.w, spring.damping).overshoot;
    const x = (s) => pad + (s / span) * width;
    const y = (v) => pad + height - (v / Math.max(1.2, peak)) * height;
    g.strokeStyle = palette.border.css();
    g.lineWidth = 2;
    g.beginPath(); g.moveTo(x(0), y(1)); g.lineTo(x(span), y(1)); g.stroke();
    g.strokeStyle = palette.accent.css();
    g.lineWidth = 4;
    g.beginPath();
    for (let i = 0; i <= 240; i++) {
      const s = span * i / 240;
      const v = Spring.value(s, spring.w, spring.damping);
      if (i === 0) g.moveTo(x(s), y(v)); else g.lineTo(x(s), y(v));
    }
    g.stroke();
    const since = M.clamp(t - spring.start, 0, span);
    g.fillStyle = palette.danger.css();
    g.beginPath();
    g.arc(x(since), y(Spring.value(t - spring.start, spring.w, spring.damping)), 9, 0, 2 * Math.PI);
    g.fill();
  }

  /**
   * The stage in words (KitWords.swift): its accessible name is the scene's alt text at the last
   * caption passed (the board square by square), and the live region says each caption once as
   * the player reaches it ("1. e4 — white pawn to e4").
   */
  let spoken = null;
  function speak(t) {
    const words = manifest.scenes.find((s) => s.name === state.scene)?.words;
    if (!words) return;
    let current = null;
    for (const cue of words.cues) if (cue.t <= t + 1e-9) current = cue; else break;
    const label = current?.label ?? words.label;
    if (label && stage.getAttribute("aria-label") !== label) stage.setAttribute("aria-label", label);
    const said = current ? `${state.scene}:${current.t}` : null;
    if (said !== spoken) {
      spoken = said;
      if (current) $("announcer").textContent = current.text;
    }
  }

  function onFrame(t) {
    speak(t);
    $("t").value = String(t);
    $("time").textContent = `t = ${t.toFixed(2)} s` + (player && player.reduceMotion ? " (reduce motion: still)" : "");
    $("play").textContent = player && player.playback === "live" && !player.paused ? "Pause" : "Play";
    drawPlot(t);
  }

  async function apply({ playback } = {}) {
    const { scene, env } = await environment();
    sizeStage();
    const changes = { scene, env, rate: state.speed, forcedReduceMotion: state.reduce };
    if (playback !== undefined) changes.playback = playback;
    if (!player) player = new Player(stage, { ...changes, playback: changes.playback ?? "live", reduceMotion: state.reduce, onFrame });
    else player.set(changes);
    syncControls();
    player.draw();
    writeAddress(player.t);
  }

  const pin = (t) => apply({ playback: { time: M.clamp(t, 0, M.scene(state.scene).dur) } });

  $("scene").addEventListener("change", async (e) => { state.scene = e.target.value; state.tuning = {}; player.set({ elapsed: 0 }); await apply({ playback: "live" }); });
  $("scheme").addEventListener("change", (e) => { state.scheme = e.target.value; apply(); });
  $("posture").addEventListener("change", (e) => { state.posture = e.target.value; apply(); });
  $("theme").addEventListener("change", (e) => { state.theme = e.target.value; apply(); });
  $("pieces").addEventListener("change", (e) => { state.pieces = e.target.value; apply(); });
  $("avatars").addEventListener("change", (e) => { state.avatars = e.target.value; apply(); });
  $("speed").addEventListener("change", (e) => { state.speed = number(e.target.value, 1); apply(); });
  $("reduce").addEventListener("change", (e) => { state.reduce = e.target.checked; apply(); });
  $("t").addEventListener("input", (e) => pin(number(e.target.value, 0)));
  $("damping").addEventListener("input", (e) => { state.tuning.damping = number(e.target.value, Spring.standard.damping); apply(); });
  $("w").addEventListener("input", (e) => { state.tuning.w = number(e.target.value, Spring.standard.frequency); apply(); });
  $("spring-reset").addEventListener("click", () => { state.tuning = {}; apply(); });
  $("still").addEventListener("click", () => apply({ playback: "still" }));
  $("restart").addEventListener("click", async () => { await apply(); player.restart(); });
  $("play").addEventListener("click", async () => {
    if (player.playback !== "live") {
      // Play on from the pinned instant: the elapsed time that shows it in the first loop.
      const t = player.t;
      player.set({ elapsed: t / (player.scene.speed * player.rate) });
      await apply({ playback: "live" });
      player.set({ paused: false });
    } else {
      player.set({ paused: !player.paused });
    }
  });

  await apply({ playback: pinned === null ? "live" : { time: pinned } });

  /** For tests and scripts: show one frame exactly as the controls would, and wait for it. */
  window.kit = {
    manifest,
    get player() { return player; },
    async show(options) {
      for (const key of ["scene", "scheme", "posture", "theme", "pieces", "avatars"]) if (options[key] !== undefined) state[key] = options[key];
      if (options.reduce !== undefined) state.reduce = options.reduce;
      if (options.scene !== undefined) state.tuning = {};
      if (options.damping !== undefined) state.tuning.damping = tuned("damping", options.damping);
      if (options.w !== undefined) state.tuning.w = tuned("frequency", options.w);
      await apply({ playback: options.t === undefined ? "still" : { time: options.t } });
      return player.t;
    },
  };
  document.body.dataset.ready = "true";
}

window.kitReady = start().catch((error) => {
  const p = $("problem");
  p.hidden = false;
  p.textContent = String(error?.stack ?? error);
  document.body.dataset.ready = "error";
  throw error;
});
