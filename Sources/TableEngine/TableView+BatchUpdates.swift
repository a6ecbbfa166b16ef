/// Batch updates (ENGINE.md §9).
struct BatchState {}
