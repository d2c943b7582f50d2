// Starts the compute worker (src/bin/worker.rs, built by Trunk as a no-modules worker). Replaces
// Trunk's loader shim, which passes the wasm's address in the form wasm-bindgen has deprecated
// (a console warning in every worker).
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
