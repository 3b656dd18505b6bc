// Placeholder: replaced when the module lands.
