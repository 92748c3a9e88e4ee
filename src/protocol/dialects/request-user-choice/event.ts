/** The stream event type the agent service yields for a `requestUserChoice` call. */
export const USER_CHOICE_REQUIRED = 'user_choice_required';
