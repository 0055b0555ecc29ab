// studio.js: the studio page around the kit page. The text is checked by the tool's validator
// (POST /studio/check, the document `validate --json` prints) and resolved by the tool into a
// kit page (POST /studio/plan) that plays in the frame beside the editor, drawn by motion.js as
// `chess-motion kit` draws it; exports are the render service's own routes. Nothing about a
// scene is decided here: this file only edits text, shows answers and keeps the instant.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const facts = JSON.parse($("studio-facts").textContent);
  const storageKey = "chess-motion-studio:text";
  /** Milliseconds of quiet after a keystroke before the text is checked. */
  const quiet = 150;
  const state = { version: facts.version, kind: facts.kind ?? "script", checked: null, scene: null, page: null, generation: 0 };

  function headers(extra = {}) {
    return facts.token ? { "X-Chess-Motion-Token": facts.token, ...extra } : extra;
  }

  function status(message, problem = false) {
    $("status").textContent = message;
    $("status").classList.toggle("problem", problem);
  }

  // ---- the editor (studio-editor.js: CodeMirror when installed, else a text area) ----

  const starter = "name: A first scene\nmoves: from 0.5 every 0.9\n  1. e4 e5 2. Nf3 Nc6\nduration: auto\nstill: auto\n";
  // The text it opens with is no edit: undo never goes back past it.
  const editor = StudioEditor.create($("editor"), {
    value: facts.saves ? facts.text : (localStorage.getItem(storageKey) ?? starter),
    keys: facts.keys,
    onInput: () => edited(),
    onDropFile: async (file) => replaceText(await file.text()),
  });

  /** Puts `value` in the editor as a whole (the disk's text, a dropped file) and checks it. */
  function replaceText(value) {
    editor.value = value;
    edited();
  }

  // ---- diagnostics ----

  /** A validator's suggestion, as its messages word it: "...; did you mean 'viktor'?" */
  const suggestion = (message) => /did you mean '([^']+)'\?/.exec(message)?.[1] ?? null;

  function showDiagnostics(report) {
    const diagnostics = report.files.flatMap((file) => file.diagnostics);
    state.checked = diagnostics;
    state.kind = report.files[0]?.kind === "game" ? "game" : "script";
    // Only the exports the text's kind has a route for.
    for (const button of document.querySelectorAll(".export")) button.disabled = !routes[state.kind][button.dataset.format];
    editor.mark(diagnostics);
    const list = $("diagnostics");
    if (diagnostics.length === 0) {
      const li = document.createElement("li");
      li.className = "clean";
      const moves = report.files.reduce((sum, file) => sum + file.moves, 0);
      li.textContent = state.kind === "game" ? `valid: ${moves} plies` : `valid: ${moves} moves`;
      list.replaceChildren(li);
    } else {
      list.replaceChildren(...diagnostics.map((d) => {
        const li = document.createElement("li");
        li.className = d.severity;
        li.dataset.line = d.line ?? "";
        li.dataset.column = d.column ?? "";
        li.dataset.code = d.code;
        const place = d.line == null ? "" : `line ${d.line}, column ${d.column}: `;
        li.append(`${place}${d.severity}: ${d.code}: ${d.message}`);
        const word = suggestion(d.message);
        if (word && d.line != null) {
          const button = document.createElement("button");
          button.type = "button";
          button.className = "apply";
          button.textContent = `use ${word}`;
          button.addEventListener("click", (event) => { event.stopPropagation(); apply(d, word); });
          li.append(button);
        }
        li.addEventListener("click", () => { if (d.line != null) editor.select(editor.offset(d.line, d.column)); });
        return li;
      }));
    }
  }

  /** Replaces the word the diagnostic points at with the validator's suggestion, as an edit. */
  function apply(d, word) {
    const at = editor.offset(d.line, d.column);
    const found = /^[^\s:]+/.exec(editor.value.slice(at));
    const length = found ? found[0].replace(/[,;]+$/, "").length : 0;
    editor.replace(at, at + length, word);
  }

  // ---- checking and the preview ----

  let timer = null;
  function edited() {
    if (!facts.saves) localStorage.setItem(storageKey, editor.value);
    status(facts.saves ? "edited" : "kept in this browser");
    clearTimeout(timer);
    timer = setTimeout(check, quiet);
  }

  async function post(path, body, extra = {}) {
    return fetch(path, { method: "POST", headers: headers({ "Content-Type": "text/plain; charset=utf-8", ...extra }), body });
  }

  async function check() {
    const generation = ++state.generation;
    const body = editor.value;
    const answer = await post("/studio/check", body);
    if (generation !== state.generation) return;
    if (!answer.ok) { status(`check failed: ${(await answer.json()).error}`, true); return; }
    const report = await answer.json();
    showDiagnostics(report);
    document.body.dataset.checked = String(generation);
    if (report.summary.invalid === 0) await preview(body, generation);
  }

  /** What the frame shows now: its instant, whether it plays, and its controls' choices. */
  function frameState() {
    const frame = $("preview").contentWindow;
    const kit = frame?.kit;
    if (!kit?.player) return null;
    const params = new URLSearchParams(frame.location.search);
    return { t: kit.player.t, playing: kit.player.playback === "live" && !kit.player.paused, params, settings: kit.manifest.settings };
  }

  async function preview(body, generation) {
    const locale = $("locale").value;
    const answer = await post(`/studio/plan?locale=${encodeURIComponent(locale)}`, body);
    if (generation !== state.generation) return;
    if (!answer.ok) { status(`preview failed: ${(await answer.json()).error}`, true); return; }
    const plan = await answer.json();
    const was = frameState();
    const query = new URLSearchParams();
    if (facts.token) query.set("token", facts.token);
    if (was) for (const [key, value] of was.params) if (key !== "scene" && key !== "t") query.set(key, value);
    query.set("scene", plan.scene);
    // Editing keeps the instant: the new page opens on the frame the old one showed.
    if (was) query.set("t", was.t.toFixed(3));
    state.scene = plan.scene;
    state.page = plan.page;
    const frame = $("preview");
    frame.onload = async () => {
      const kit = frame.contentWindow;
      try { await kit.kitReady; } catch { /* the kit page shows its own problem */ }
      if (was?.playing) kit.document.getElementById("play").click();
      document.body.dataset.previewed = String(generation);
    };
    frame.src = `${plan.page}?${query}`;
  }

  // ---- exports: the render service's routes, downloaded under the file's name ----

  /** The routes of `serve` each export takes, by kind of text. */
  const routes = {
    script: { png: "/still.png", gif: "/render.gif", mp4: "/render.mp4", json: "/studio/export.json", lottie: "/studio/export.lottie" },
    game: { gif: "/game.gif", mp4: "/game.mp4", json: "/studio/export.json", lottie: "/studio/export.lottie" },
  };
  /** The choices a game's routes take (its layout has no posture or avatars). */
  const gameChoices = ["scheme", "theme", "pieces"];

  /** The frame's choices that differ from the settings, and the locale, as a query. */
  function exportQuery(format) {
    const query = new URLSearchParams();
    const now = frameState();
    if (now) {
      for (const key of ["scheme", "posture", "theme", "pieces", "avatars"]) {
        const value = now.params.get(key);
        if (value === null || value === String(now.settings[key])) continue;
        if (state.kind === "game" && !gameChoices.includes(key)) continue;
        query.set(key, value);
      }
      if (format === "png") query.set("t", String(Number(now.t.toFixed(3))));
    }
    if ($("locale").value !== facts.locale) query.set("locale", $("locale").value);
    if (format === "json" || format === "lottie") query.set("kind", state.kind);
    return query;
  }

  async function exportAs(format) {
    const route = routes[state.kind][format];
    if (!route) { status(`a ${state.kind} has no ${format} export`, true); return; }
    status(`rendering ${format}…`);
    const query = exportQuery(format);
    const answer = await post(`${route}${query.size ? "?" + query : ""}`, editor.value);
    if (!answer.ok) {
      const problem = await answer.json().catch(() => ({ error: answer.statusText }));
      status(`${format}: ${problem.error}`, true);
      return;
    }
    const blob = await answer.blob();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${facts.stem}.${format}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    status(`${facts.stem}.${format}: ${blob.size} bytes`);
  }

  // ---- saving ----

  async function save() {
    if (!facts.saves) {
      localStorage.setItem(storageKey, editor.value);
      status("kept in this browser (the studio was started without a file)");
      return;
    }
    const body = editor.value;
    const answer = await post("/studio/save", body, state.version ? { "X-Chess-Motion-Version": state.version } : {});
    const reply = await answer.json();
    if (answer.ok) {
      state.version = reply.version;
      $("conflict").hidden = true;
      status(`saved ${facts.file}`);
      document.body.dataset.saved = String(Number(document.body.dataset.saved ?? 0) + 1);
    } else if (answer.status === 409 && reply.disk !== undefined && reply.disk !== null) {
      state.diskVersion = reply.version;
      $("disk").value = reply.disk;
      $("conflict").hidden = false;
      status(`${facts.file} changed on disk: both texts are kept`, true);
      document.body.dataset.conflict = "true";
    } else {
      status(`not saved: ${reply.error}`, true);
    }
  }

  $("overwrite").addEventListener("click", async () => { state.version = state.diskVersion; await save(); });
  $("take-disk").addEventListener("click", () => {
    const mine = editor.value;
    state.version = state.diskVersion;
    replaceText($("disk").value);
    $("disk").value = mine;
    $("conflict").querySelector("span").textContent = "The disk's text is in the editor now; yours is below.";
  });

  // ---- start ----

  $("file").textContent = facts.file ? facts.file.split("/").pop() : "(no file: the text is kept in this browser)";
  $("file").title = facts.file ?? "";
  $("save").disabled = false;
  for (const locale of facts.locales) $("locale").append(new Option(locale, locale));
  $("locale").value = facts.locale;
  $("locale").addEventListener("change", () => check());
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") { event.preventDefault(); save(); }
  });
  $("save").addEventListener("click", save);
  for (const button of document.querySelectorAll(".export")) button.addEventListener("click", () => exportAs(button.dataset.format));
  document.body.dataset.editor = editor.kind;
  check();
  window.studio = { check, save, exportAs, frameState, editor, get state() { return state; } };
})();
