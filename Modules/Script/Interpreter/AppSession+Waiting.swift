extension AppSession {
    // MARK: - What waits for the user

    /// The title of the screen whose leave check asked a question that waits for `confirm` or
    /// `cancel`, or `nil` when nothing is asked.
    public var questionAsked: String? {
        pendingAnswer?.question.screen
    }

    /// Whether an interactive back `back-begin` began waits for `back-progress`,
    /// `back-commit` or `back-cancel`.
    public var isInInteractiveBack: Bool {
        guard let (preview, _) = interactiveBack else { return false }
        return app.navigator.interactiveBackPreview?.id == preview.id
    }
}
