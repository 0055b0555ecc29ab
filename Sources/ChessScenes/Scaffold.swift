// Scaffolding: the module's real files replace this one.
