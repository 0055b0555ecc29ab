// studio-editor.js's mode: what the studio's editor colours, in CodeMirror and in its text area
// alike (both read the same tokens). The page script is loaded as the browser loads it, into a
// context with a window. Run with `node --test Web/test/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const context = { window: {}, location: { search: "" } };
vm.runInNewContext(readFileSync(new URL("../studio-editor.js", import.meta.url), "utf8"), context);
const { StudioEditor } = context.window;
const keys = ["name", "duration", "still", "moves", "pgn", "caption", "rivals", "pick"];

/** The pieces of `text` the mode gives `style`, trimmed, in order (an array of this realm, not the script's). */
const styled = (text, style) => Array.from(StudioEditor.tokens(text, keys).flat().filter(([, s]) => s === style), ([piece]) => piece.trim());

test("a script's keys, value words, move numbers, quoted text and comments", () => {
  const script = [
    "# a comment",
    "name: Scholar's mate; the quick one",
    "duration: auto   # derived",
    "moves: from 0.5 every 0.9",
    "  1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#",
    "caption 1.0-2.5 \"Mate # in four\" at 10 20 align center",
    "pick: viktor at 1.35",
  ].join("\n");
  assert.deepEqual(styled(script, "keyword"), ["name", "duration", "moves", "caption", "pick"]);
  assert.deepEqual(styled(script, "atom"), ["auto", "from", "every", "at", "align", "center", "at"]);
  assert.deepEqual(styled(script, "number"), ["1.", "2.", "3.", "4."], "instants and decimals are not move numbers");
  assert.deepEqual(styled(script, "comment"), ["# a comment", "# derived"], "SAN's mate sign and a quoted # are no comments");
  assert.deepEqual(styled(script, "string"), ["\"Mate # in four\""]);
});

test("only the keys the tool names are keys", () => {
  assert.deepEqual(styled("rivals: pip sofia\nwho: nobody\nmoves:\n  0.5 e4", "keyword"), ["rivals", "moves"]);
  assert.deepEqual(styled("e4: x\nfrom: y", "keyword"), []);
});

test("a PGN's tags, brace comments across lines, semicolon comments and move numbers", () => {
  const pgn = ['[Event "Paris"]', '[White "Morphy"]', "", "1. e4 e5 {the Opera", "Game} 2. Nf3 d6 ; Philidor", "17... Qb1+ 1-0"].join("\n");
  assert.deepEqual(styled(pgn, "tag"), ["[Event", "[White"]);
  assert.deepEqual(styled(pgn, "string"), ['"Paris"', '"Morphy"']);
  assert.deepEqual(styled(pgn, "comment"), ["{the Opera", "Game}", "; Philidor"]);
  assert.deepEqual(styled(pgn, "number"), ["1.", "2.", "17..."]);
  assert.deepEqual(styled(pgn, "keyword"), []);
});

test("the tokens give back the text, line by line", () => {
  const text = "name: x\n\n  moves: from 1 every 1\n\t1. e4 {a\nb} ; c\n";
  assert.equal(StudioEditor.tokens(text, keys).map((line) => line.map(([piece]) => piece).join("")).join("\n"), text);
});
