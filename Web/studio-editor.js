// studio-editor.js: the studio's editor. CodeMirror 5 (Debian's libjs-codemirror, inlined by the
// studio when installed) with a mode of our own for the .scene format and PGN; without it, a
// text area over a coloured copy of itself with a line-number gutter, coloured by the same mode.
// Either way studio.js sees one small interface (`StudioEditor.create`), so diagnostics, the
// suggestion click, Ctrl-S and the conflict panel never ask which editor is there.
"use strict";
window.StudioEditor = (() => {
  /** Words a value may hold after a key (the parser's own words: `from 0.5 every 0.9`, `auto`...). */
  const valueWords = new Set(["auto", "from", "every", "to", "at", "side", "centred", "centered", "size", "align", "key",
    "startpos", "white", "black", "on", "off", "bots", "start", "center", "end", "until"]);

  /**
   * The mode: a script's `key:` (the keys the tool knows), its value words, `#` comments, quoted
   * text, move numbers; PGN's `[Tag "value"]`, `{comments}` (across lines) and `;` comments.
   * Token names are CodeMirror's, so its style classes (`cm-keyword`...) colour them.
   */
  function sceneMode(keys) {
    const known = new Set(keys);
    return {
      startState: () => ({ braces: false, keyLine: false }),
      copyState: (state) => ({ ...state }),
      token(stream, state) {
        if (state.braces) {
          state.braces = !stream.skipTo("}");
          if (state.braces) stream.skipToEnd(); else stream.next();
          return "comment";
        }
        if (stream.sol()) {
          state.keyLine = false;
          stream.eatSpace();
          if (stream.eol()) return null;
          const key = stream.match(/^([A-Za-z][A-Za-z-]*)(?=\s*:|\s)/, false);
          if (key && known.has(key[1]) && (stream.match(new RegExp(`^${key[1]}\\s*:`), false) || key[1] === "caption")) {
            stream.match(key[1]);
            state.keyLine = true;
            return "keyword";
          }
          if (stream.match(/^\[\w+/)) return "tag";
          if (stream.current().length > 0) return null;
        }
        if (stream.eatSpace()) return null;
        const before = stream.pos === 0 ? " " : stream.string.charAt(stream.pos - 1);
        if (stream.peek() === "#" && /\s/.test(before)) { stream.skipToEnd(); return "comment"; }
        // PGN's comments; a key's value (`name: A; B`) has none.
        if (stream.peek() === ";" && !state.keyLine) { stream.skipToEnd(); return "comment"; }
        if (stream.peek() === "{" && !state.keyLine) {
          stream.next();
          state.braces = !stream.skipTo("}");
          if (state.braces) stream.skipToEnd(); else stream.next();
          return "comment";
        }
        if (stream.peek() === '"') {
          stream.next();
          let escaped = false, ch;
          while ((ch = stream.next()) != null) {
            if (ch === '"' && !escaped) break;
            escaped = !escaped && ch === "\\";
          }
          return "string";
        }
        if (/\s/.test(before) && stream.match(/^\d+\.(\.\.)?(?![\d])/)) return "number";
        const word = stream.match(/^[^\s"{};]+/);
        if (word && state.keyLine && valueWords.has(word[0])) return "atom";
        if (!word) stream.next();
        return null;
      },
    };
  }

  /** CodeMirror's StringStream, as much of it as the mode uses: the fallback's tokenizer. */
  class LineStream {
    constructor(string) { this.string = string; this.pos = 0; this.start = 0; }
    sol() { return this.pos === 0; }
    eol() { return this.pos >= this.string.length; }
    peek() { return this.string.charAt(this.pos) || undefined; }
    next() { return this.pos < this.string.length ? this.string.charAt(this.pos++) : undefined; }
    eatSpace() { const from = this.pos; while (/[\s\u00a0]/.test(this.string.charAt(this.pos)) && !this.eol()) this.pos++; return this.pos > from; }
    skipToEnd() { this.pos = this.string.length; }
    skipTo(ch) { const at = this.string.indexOf(ch, this.pos); if (at < 0) return false; this.pos = at; return true; }
    current() { return this.string.slice(this.start, this.pos); }
    match(pattern, consume = true) {
      if (typeof pattern === "string") {
        const ok = this.string.startsWith(pattern, this.pos);
        if (ok && consume) this.pos += pattern.length;
        return ok;
      }
      const found = this.string.slice(this.pos).match(pattern);
      if (!found || found.index > 0) return null;
      if (consume) this.pos += found[0].length;
      return found;
    }
  }

  const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

  /** The text's tokens, line by line, as CodeMirror's loop reads them: [[text, style or null]...] a line. */
  function tokens(mode, text) {
    const state = mode.startState();
    return text.split("\n").map((line) => {
      const stream = new LineStream(line), found = [];
      while (!stream.eol()) {
        stream.start = stream.pos;
        const style = mode.token(stream, state);
        if (stream.pos === stream.start) stream.next();
        found.push([stream.current(), style ?? null]);
      }
      return found;
    });
  }

  /** The text as HTML, each token in CodeMirror's class for its kind. */
  function colour(mode, text) {
    return tokens(mode, text).map((line) => line.map(([piece, style]) =>
      style ? `<span class="cm-${style}">${escape(piece)}</span>` : escape(piece)).join("")).join("\n") + "\n";
  }

  /** The offset of line/column (1-based) in `text`. */
  function offset(text, line, column) {
    const lines = text.split("\n");
    let at = 0;
    for (let i = 0; i < Math.min(line - 1, lines.length); i++) at += lines[i].length + 1;
    return at + Math.max(0, (column ?? 1) - 1);
  }

  /** Each line's worst severity among `diagnostics`: a Map from line (1-based) to "error", "warning" or "note". */
  function worst(diagnostics) {
    const lines = new Map();
    const rank = { error: 3, warning: 2, note: 1 };
    for (const d of diagnostics) {
      if (d.line == null || d.line < 1) continue;
      if ((rank[d.severity] ?? 0) > (rank[lines.get(d.line)] ?? 0)) lines.set(d.line, d.severity);
    }
    return lines;
  }

  /** CodeMirror in `host`. */
  function codeMirror(host, mode, options) {
    window.CodeMirror.defineMode("chess-motion-scene", () => mode);
    host.replaceChildren();
    host.classList.add("codemirror");
    const cm = window.CodeMirror(host, {
      value: options.value, mode: "chess-motion-scene", lineNumbers: true, indentUnit: 2, tabSize: 4,
      indentWithTabs: false, lineWrapping: false, spellcheck: false, autocorrect: false, autocapitalize: false,
      inputStyle: "textarea", viewportMargin: Infinity,
    });
    cm.setSize("100%", "100%");
    let quiet = false;
    cm.on("changes", () => { if (!quiet) options.onInput(); });
    // A file dropped replaces the whole text (CodeMirror would insert it at the drop point).
    cm.on("drop", (_, event) => {
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      event.preventDefault();
      options.onDropFile(file);
    });
    let marked = [], underlined = [];
    return {
      kind: "codemirror",
      get value() { return cm.getValue(); },
      set value(text) { quiet = true; cm.setValue(text); quiet = false; },
      /** Replaces `from..<to` as an edit of the user's (undoable), telling studio.js once. */
      replace(from, to, text) { cm.replaceRange(text, cm.posFromIndex(from), cm.posFromIndex(to), "+studio"); },
      select(from, to = from) { cm.focus(); cm.setSelection(cm.posFromIndex(from), cm.posFromIndex(to)); },
      offset: (line, column) => offset(cm.getValue(), line, column),
      /**
       * Marks the diagnostics: each line's number by its worst severity, and (here only) the word
       * each error or warning points at, underlined.
       */
      mark(diagnostics) {
        cm.operation(() => {
          for (const [handle, name] of marked) cm.removeLineClass(handle, "gutter", name);
          for (const range of underlined) range.clear();
          marked = [];
          underlined = [];
          for (const [line, severity] of worst(diagnostics)) {
            if (line > cm.lineCount()) continue;
            const name = `studio-${severity}`;
            marked.push([cm.addLineClass(line - 1, "gutter", name), name]);
          }
          for (const d of diagnostics) {
            if (d.line == null || d.line > cm.lineCount() || (d.severity !== "error" && d.severity !== "warning")) continue;
            const from = { line: d.line - 1, ch: Math.max(0, (d.column ?? 1) - 1) };
            const word = /^\S+/.exec(cm.getLine(from.line).slice(from.ch))?.[0] ?? "";
            if (word) underlined.push(cm.markText(from, { line: from.line, ch: from.ch + word.length }, { className: `studio-mark-${d.severity}` }));
          }
        });
      },
      /** The line numbers shown marked with `severity`, read from the page. */
      markedLines: (severity) => [...host.querySelectorAll(`.studio-${severity} .CodeMirror-linenumber`)].map((d) => Number(d.textContent)),
    };
  }

  /** The page's own editor: a text area over its coloured copy, line numbers beside. */
  function plain(host, mode, options) {
    host.classList.add("plain");
    const gutter = host.querySelector("#gutter"), highlight = host.querySelector("#highlight"), text = host.querySelector("#text");
    text.value = options.value;
    let marks = new Map();
    function paint() {
      highlight.innerHTML = colour(mode, text.value);
      gutter.replaceChildren(...text.value.split("\n").map((_, i) => {
        const div = document.createElement("div");
        div.textContent = String(i + 1);
        if (marks.has(i + 1)) div.className = marks.get(i + 1);
        return div;
      }));
      scrolled();
    }
    function scrolled() {
      highlight.scrollTop = text.scrollTop;
      highlight.scrollLeft = text.scrollLeft;
      gutter.scrollTop = text.scrollTop;
    }
    text.addEventListener("input", () => { paint(); options.onInput(); });
    text.addEventListener("scroll", scrolled);
    text.addEventListener("dragover", (event) => event.preventDefault());
    text.addEventListener("drop", (event) => {
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      event.preventDefault();
      options.onDropFile(file);
    });
    paint();
    return {
      kind: "plain",
      get value() { return text.value; },
      set value(value) { text.value = value; paint(); },
      replace(from, to, value) {
        text.focus();
        text.setSelectionRange(from, to);
        // As typed: the browser's undo keeps it, and `input` tells studio.js.
        if (!document.execCommand("insertText", false, value)) {
          text.setRangeText(value, from, to, "end");
          paint();
          options.onInput();
        }
      },
      select(from, to = from) { text.focus(); text.setSelectionRange(from, to); },
      offset: (line, column) => offset(text.value, line, column),
      mark(diagnostics) { marks = worst(diagnostics); paint(); },
      markedLines: (severity) => [...gutter.querySelectorAll(`div.${severity}`)].map((d) => Number(d.textContent)),
    };
  }

  return {
    /** The mode's tokens of `text` (the tests read the colouring with it). */
    tokens: (text, keys) => tokens(sceneMode(keys), text),
    /**
     * The editor in `host` (#editor): CodeMirror when the page has it and `?editor=plain` is not
     * asked for, else the text area. `options`: value, keys (the script's keys), onInput (the
     * user changed the text), onDropFile (a file was dropped on it).
     */
    create(host, options) {
      const mode = sceneMode(options.keys);
      const wanted = new URLSearchParams(location.search).get("editor") !== "plain";
      return window.CodeMirror && wanted ? codeMirror(host, mode, options) : plain(host, mode, options);
    },
  };
})();
