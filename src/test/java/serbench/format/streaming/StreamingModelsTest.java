package serbench.format.streaming;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StreamingModelsTest {

    @Test
    void aModelWithoutStreamingCodeIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StreamingModels.byModel("nomodel"));
        assertTrue(e.getMessage().contains("nomodel") && e.getMessage().contains("StreamingModels"), e.getMessage());
    }
}
