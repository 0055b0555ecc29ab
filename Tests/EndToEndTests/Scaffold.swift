// Scaffolding: the suite's real files replace this one.
