/** An API answer: an error body, or the few fields the web and session tests read. */
export interface Answer {
  error: string;
  message: string;
  recovery: string;
  signedIn?: boolean;
  anonymous?: boolean;
  user: { userId: number };
}

export const answer = async (response: Response): Promise<Answer> => (await response.json()) as Answer;
