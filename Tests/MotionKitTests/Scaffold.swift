// Scaffolding
