// Scaffolding: the executable's real files replace this one.
