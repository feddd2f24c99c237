/// The namespace of atomic components: `UI.Label`, and the others as they arrive.
public enum UI {}
