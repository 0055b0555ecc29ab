/// The script appended to a copy of a scrubber page in the browser test. It does what a user does
/// — drags the slider, switches to dark, plays, pauses, presses Still — and after each step
/// records which frame the page shows: its index, scheme and time label, and a hash of the
/// image's decoded pixels, so that "the frame changed" means the pixels on screen changed.
/// The result is written into the DOM as JSON, where `chromium --dump-dom` shows it.
enum ScrubberDriver {
    static let script = #"""
    // Drives the scrubber page as a user would: reads the frame on screen, drags the slider,
    // switches to dark, plays; records what the image shows after each step.
    // It starts once the page has loaded, when every frame is an available image.
    window.addEventListener("load", () => (async () => {
      const result = {};
      const image = document.getElementById("frame");
      const slider = document.getElementById("scrubber");
      // The page preloads every frame, so a shown frame is complete as soon as its source is set
      // and drawing it decodes it on the spot: no asynchronous work races the browser's clock.
      function shown() {
        if (!image.complete || image.naturalWidth === 0) throw new Error("frame " + image.dataset.index + " is not loaded");
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d");
        context.drawImage(image, 0, 0);
        const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let hash = 2166136261;
        for (let i = 0; i < data.length; i++) { hash = Math.imul(hash ^ data[i], 16777619) >>> 0; }
        return { index: Number(image.dataset.index), scheme: image.dataset.scheme, hash, width: canvas.width,
                 label: document.getElementById("time").textContent };
      }
      function drag(to) {
        slider.value = String(to);
        slider.dispatchEvent(new Event("input", { bubbles: true }));
      }
      result.initial = shown();
      const box = image.getBoundingClientRect();
      result.layout = { shownWidth: box.width, shownHeight: box.height, windowWidth: window.innerWidth };
      result.max = Number(slider.max);
      drag(3); result.at3 = shown();
      drag(Number(slider.max)); result.atEnd = shown();
      drag(3); result.back3 = shown();
      document.getElementById("dark").click(); result.dark3 = shown();
      document.getElementById("play").click();
      await new Promise((resolve) => setTimeout(resolve, 600));
      document.getElementById("play").click();
      result.played = shown();
      document.getElementById("still").click(); result.still = shown();
      return result;
    })().then(
      (result) => { document.body.insertAdjacentHTML("beforeend", "<pre id=\"driver-result\"></pre>"); document.getElementById("driver-result").textContent = JSON.stringify(result); },
      (error) => { document.body.insertAdjacentHTML("beforeend", "<pre id=\"driver-result\"></pre>"); document.getElementById("driver-result").textContent = JSON.stringify({ error: String(error) }); }
    ));
    """#
}
